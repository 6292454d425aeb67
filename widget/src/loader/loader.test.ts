import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer'
import { createMarketplace, marketplaceRoutes } from '../testing/fixtures'

type JauntCartElement = HTMLElement & { site?: string }

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer(marketplaceRoutes(createMarketplace()))
})
afterAll(async () => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
  await server.close()
})

function badge(element: Element) {
  return element.shadowRoot?.querySelector('button')?.getAttribute('aria-label')
}

describe('the loader (jaunt.js)', () => {
  it('stamps its version and loads nothing while no element is on the page', async () => {
    await import('./index')

    expect(window.Jaunt?.version).toBe(pkg.version)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(customElements.get('jaunt-cart')).toBeUndefined()
    expect(customElements.get('jaunt-product')).toBeUndefined()
  })

  it('defines <jaunt-cart> when the first one appears, keeping properties set before', async () => {
    const cart = document.createElement('jaunt-cart') as JauntCartElement
    cart.site = '1' // set before the element's class exists
    cart.setAttribute('api-base', server.origin)
    cart.setAttribute('lang', 'de')
    document.body.append(cart)

    await vi.waitFor(() => expect(badge(cart)).toBe('Warenkorb, 0 Artikel'), { timeout: 15_000 })
    expect(customElements.get('jaunt-cart')).toBeDefined()
    expect(customElements.get('jaunt-product')).toBeUndefined()
    expect(cart.getAttribute('site')).toBe('1')
    expect(
      server.received.find((request) => request.path === '/core/public/partner-sites/1')?.headers[
        'app-locale'
      ],
    ).toBe('de')
  })

  it('renders elements added later with the code already loaded', async () => {
    const container = document.createElement('div')
    container.innerHTML = `<jaunt-cart site="1" api-base="${server.origin}"></jaunt-cart>`
    document.body.append(container)

    const cart = container.firstElementChild
    if (!cart) throw new Error('no element')
    await vi.waitFor(() => expect(badge(cart)).toMatch(/^Cart, /), { timeout: 5_000 })
  })

  it('logs, and does not throw, when asked for an element it does not have', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})

    await expect(window.Jaunt?.load('jaunt-nope')).resolves.toBeUndefined()

    expect(error).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining('no element <jaunt-nope>'))
  })

  it('leaves a second copy of itself idle', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = window.Jaunt

    vi.resetModules()
    await import('./index')

    expect(window.Jaunt).toBe(first)
    expect(warn).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining('already on the page'))
  })
})
