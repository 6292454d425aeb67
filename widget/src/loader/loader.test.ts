import { afterEach, describe, expect, it, vi } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }

type JauntHelloElement = HTMLElement & { site?: string }

afterEach(() => vi.restoreAllMocks())

function buttonText(element: Element) {
  return element.shadowRoot?.querySelector('button')?.textContent
}

describe('the loader (jaunt.js)', () => {
  it('stamps its version and loads nothing while no element is on the page', async () => {
    await import('./index')

    expect(window.Jaunt?.version).toBe(pkg.version)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(customElements.get('jaunt-hello')).toBeUndefined()
  })

  it('defines <jaunt-hello> when the first one appears, keeping properties set before', async () => {
    const hello = document.createElement('jaunt-hello') as JauntHelloElement
    hello.site = 'demo' // set before the element's class exists
    hello.setAttribute('locale', 'de')
    document.body.append(hello)

    await vi.waitFor(() => expect(buttonText(hello)).toBe('Jetzt buchen'), { timeout: 15_000 })
    expect(customElements.get('jaunt-hello')).toBeDefined()
    expect(hello.getAttribute('site')).toBe('demo')
  })

  it('renders elements added later with the code already loaded', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<jaunt-hello site="demo" locale="fi"></jaunt-hello>'
    document.body.append(container)

    const hello = container.firstElementChild
    if (!hello) throw new Error('no element')
    await vi.waitFor(() => expect(buttonText(hello)).toBe('Varaa nyt'), { timeout: 5_000 })
  })

  it('logs, and does not throw, when asked for an element it does not have', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})

    await expect(window.Jaunt?.load('jaunt-nope')).resolves.toBeUndefined()

    expect(error).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining('there is no element <jaunt-nope>'))
  })

  it('leaves a second copy of itself idle', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = window.Jaunt

    vi.resetModules()
    await import('./index')

    expect(window.Jaunt).toBe(first)
    expect(warn).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining('already on this page'))
  })
})
