import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer'
import {
  cartOf,
  createMarketplace,
  kayakReservation,
  marketplaceRoutes,
  nordicSite,
  type Marketplace,
} from '../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../testing/page'
import { connectSite } from '../site/registry'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-product', 'jaunt-cart'))

beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})

afterEach(async () => {
  await resetPage()
  await server.close()
  document.documentElement.removeAttribute('lang')
  vi.restoreAllMocks()
})

/** What the element's shadow root shows, leaving out its style tags and its (empty) root. */
const shown = (element: Element) =>
  element.shadowRoot?.querySelectorAll('*:not(style):not([lang])').length ?? 0
const styles = (element: Element) =>
  Array.from(element.shadowRoot?.querySelectorAll('style') ?? [], (style) => style.textContent).join('\n')

describe('bad or missing attributes', () => {
  it.each([
    [{ type: 'activity', 'product-id': '2' }, 'needs a site'],
    [{ type: 'activity', 'product-id': '2', site: 'not a host!' }, 'site="not a host!" is neither a site id'],
    [
      { type: 'cruise', 'product-id': '2', site: '1' },
      'type="cruise" is not one of activity, event, attraction',
    ],
    [{ type: 'activity', 'product-id': 'abc', site: '1' }, 'product-id="abc" is not a product id'],
    [{ type: 'activity', 'product-id': '2', site: '1', lang: 'xx' }, 'lang="xx" is not one of en, no, sv'],
    [
      { type: 'activity', 'product-id': '2', site: '1', currency: 'euros' },
      'currency="euros" is not a three-letter',
    ],
    [
      { type: 'activity', 'product-id': '2', site: '1', 'api-base': 'ftp://x' },
      'api-base="ftp://x" is not an http(s) URL',
    ],
    [{ type: 'activity', 'product-id': '2', site: '1', mode: 'popup' }, 'mode="popup" is not card or inline'],
  ])('renders nothing for %o and says why in one warning', async (attributes, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const element = await mount('jaunt-product', { 'api-base': server.origin, ...attributes })
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1), ui)
    expect(warn).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining(`<jaunt-product> shows nothing: `))
    expect(warn.mock.calls[0]?.[1]).toContain(problem)
    expect(shown(element)).toBe(0)
    expect(error).not.toHaveBeenCalled()
  })

  it('names every problem of an element in the same warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mount('jaunt-product', { type: 'boat', 'api-base': server.origin })
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1), ui)
    expect(warn.mock.calls[0]?.[1]).toMatch(/needs a site.*type="boat".*product-id=""/)
  })

  it('renders nothing for a site the API does not know, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = await mount('jaunt-cart', { site: '99', 'api-base': server.origin })
    await waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(
          '[Jaunt]',
          expect.stringContaining('could not load site {"id":99}'),
        ),
      ui,
    )
    expect(shown(element)).toBe(0)
  })

  it('does not warn while a script is still setting the attributes one by one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = document.createElement('jaunt-cart')
    await act(async () => {
      document.body.append(element)
      element.setAttribute('api-base', server.origin)
      element.setAttribute('site', '1')
    })
    await inside(element).findByRole('button', { name: /^Cart/ }, ui)
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('the site and its theme', () => {
  it("puts the site's theme on :host as --jaunt-* properties with the spec's defaults", async () => {
    market.site = nordicSite()
    const element = await mount('jaunt-cart', { site: '2', 'api-base': server.origin })
    await inside(element).findByRole('button', { name: /^Cart/ }, ui)
    const css = styles(element)
    expect(css).toMatch(/:host\{[^}]*--jaunt-button-radius:6px/)
    expect(css).toContain('--jaunt-badge-background-color:#BE123C')
    expect(css).toContain("--jaunt-site-font:'Lato',Roboto")
    expect(css).toContain('--jaunt-box-color:#F8FAF9')
    expect(document.head.querySelector('style')).toBeNull()
  })

  it('finds a site by its host as well as by its id', async () => {
    const element = await mount('jaunt-cart', { site: 'demo.localhost', 'api-base': server.origin })
    await inside(element).findByRole('button', { name: /^Cart/ }, ui)
    expect(server.received[0]?.query.get('url')).toBe('demo.localhost')
  })

  it("speaks the page's language when it has no lang of its own", async () => {
    document.documentElement.lang = 'de-DE'
    const element = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    await inside(element).findByRole('button', { name: /^Warenkorb/ }, ui)
    expect(server.received[0]?.headers['app-locale']).toBe('de')
    expect(element.shadowRoot?.querySelector('[lang]')?.getAttribute('lang')).toBe('de')
  })
})

describe('one store per site for every element on the page', () => {
  it('shows a change made through one element in every other', async () => {
    const header = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    const footer = await mount('jaunt-cart', { site: 'demo.localhost', 'api-base': server.origin })
    await inside(header).findByRole('button', { name: 'Cart, 0 items' }, ui)
    await inside(footer).findByRole('button', { name: 'Cart, 0 items' }, ui)

    const store = await connectSite({ apiBase: server.origin, site: { id: 1 }, locale: 'en' })
    await act(async () => {
      await store.getState().addToCart([
        {
          cart_type: 'tour',
          service_id: 2,
          option_id: 3,
          date: '2030-06-03',
          start_time: '09:00',
          tickets: [{ ticket_id: 9, count: 2 }],
        },
      ])
    })

    await inside(header).findByRole('button', { name: 'Cart, 1 item' }, ui)
    await inside(footer).findByRole('button', { name: 'Cart, 1 item' }, ui)
    expect(server.requests('GET', '/core/public/partner-sites/:id')).toHaveLength(1)
  })

  it('reads the cart ref the page stored for the site on an earlier visit', async () => {
    market.cart = cartOf([
      kayakReservation('5e0d1c9a-0000-4000-8000-0000000000c3', {
        option_id: 3,
        date: '2030-06-03',
        start_time: '09:00',
        tickets: [{ ticket_id: 9, count: 1 }],
      }),
    ])
    localStorage.setItem('jaunt_cart_ref_1', market.cart.cart_ref)
    const element = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    await inside(element).findByRole('button', { name: 'Cart, 1 item' }, ui)
    expect(document.cookie).toBe('')
  })
})
