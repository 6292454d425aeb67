// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadGa4, loadGa4WhenConsented } from './ga4'

afterEach(() => {
  vi.useRealTimers()
  delete (window as { Jaunt?: unknown }).Jaunt
  document.head.innerHTML = ''
})

const setConsent = (analytics: boolean) => {
  ;(window as { Jaunt?: unknown }).Jaunt = { consent: { analytics, marketing: false } }
}

describe('the marketplace’s GA4 on the hosted site', () => {
  it('waits for analytics consent, then loads the tag once', () => {
    vi.useFakeTimers()
    const load = vi.fn()
    setConsent(false)
    const stop = loadGa4WhenConsented('G-WAIT1234', load)
    vi.advanceTimersByTime(3000)
    expect(load).not.toHaveBeenCalled()
    setConsent(true)
    vi.advanceTimersByTime(1000)
    expect(load).toHaveBeenCalledWith('G-WAIT1234')
    vi.advanceTimersByTime(5000)
    expect(load).toHaveBeenCalledTimes(1)
    stop()
  })

  it('adds Google’s tag with the id, and only once', () => {
    loadGa4('G-ONCE1234')
    loadGa4('G-ONCE1234')
    const scripts = document.head.querySelectorAll('script[data-jaunt-ga4]')
    expect(scripts).toHaveLength(1)
    expect((scripts[0] as HTMLScriptElement).src).toContain('id=G-ONCE1234')
    expect(window.dataLayer?.length).toBeGreaterThan(0)
  })
})
