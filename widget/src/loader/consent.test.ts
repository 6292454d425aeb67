import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emitJauntEvent } from '../events'

const purchase = {
  site_id: 1,
  widget_uuid: null,
  cart_ref: 'c',
  currency: 'NOK',
  value: 890,
  items: [{ item_id: 'ACT-1', item_name: 'Kayak', item_category: 'activities', price: 890, quantity: 1 }],
  transaction_id: 'pay-1',
  outcome: 'Confirmed' as const,
}

beforeAll(async () => {
  // The partner's tag: `<script type="module" src="…/jaunt.js" data-consent="pending">`, and a consent
  // banner that answered before the loader ran (a queued call).
  const tag = document.createElement('script')
  tag.setAttribute('data-consent', 'pending')
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true })
  window.Jaunt = { q: [['updateConsent', { marketing: false }]] } as unknown as typeof window.Jaunt
  await import('./index')
})
afterAll(() => {
  delete window.dataLayer
  delete window.fbq
})

describe('trackers wait for the guest’s consent', () => {
  it('sends nothing to GA4 or the pixel before consent, while the page still hears the event', () => {
    window.dataLayer = []
    window.fbq = vi.fn()
    const heard = vi.fn()
    document.addEventListener('jaunt:purchase', heard, { once: true })

    emitJauntEvent(document.body, 'jaunt:purchase', purchase)
    expect(heard).toHaveBeenCalledOnce()
    expect(window.dataLayer).toEqual([])
    expect(window.fbq).not.toHaveBeenCalled()
    expect(window.Jaunt?.consent).toEqual({ analytics: false, marketing: false })
  })

  it('mirrors each purpose from the moment it is granted', () => {
    window.dataLayer = []
    window.fbq = vi.fn()
    window.Jaunt?.updateConsent({ analytics: true })
    emitJauntEvent(document.body, 'jaunt:purchase', purchase)
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'purchase' }))
    expect(window.fbq).not.toHaveBeenCalled()

    window.Jaunt?.updateConsent({ marketing: true })
    emitJauntEvent(document.body, 'jaunt:purchase', purchase)
    expect(window.fbq).toHaveBeenCalledWith('track', 'Purchase', expect.objectContaining({ value: 890 }))
  })

  it('keeps what it cannot use out, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.Jaunt?.updateConsent({ analytics: 'yes', ads: true } as never)
    expect(window.Jaunt?.consent).toEqual({ analytics: true, marketing: true })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[Jaunt]', 'analytics must be true or false'))
    expect(warn).toHaveBeenCalledWith('[Jaunt]', '"ads" is not a consent purpose')
    warn.mockRestore()
  })
})
