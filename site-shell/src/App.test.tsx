// @vitest-environment happy-dom
import { loadSiteI18n } from '@jaunt/i18n'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { SitePage } from '@jaunt/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureServer } from '../../widget/src/testing/fixtureServer'
import { demoSite } from '../../widget/src/testing/fixtures'
import { Root } from './Root'
import { cartRefKey } from '../../widget/src/site/cartRefStorage'

const home: SitePage = {
  id: 1,
  slug: 'home',
  title: 'Fjords and fells',
  description: 'Tours in Norway',
  is_primary: true,
  sections: [
    { type: 'hero', title: 'Fjords and fells', subtitle: 'Small groups', image: null },
    { type: 'widget', element: 'storefront' },
  ],
}
const fjords: SitePage = {
  id: 2,
  slug: 'fjords',
  title: 'The fjords',
  description: 'On the water',
  is_primary: false,
  sections: [{ type: 'hero', title: 'The fjords', subtitle: 'Water and rock', image: null }],
}

let api: Awaited<ReturnType<typeof startFixtureServer>>
beforeAll(async () => {
  api = await startFixtureServer([
    {
      method: 'GET',
      path: '/core/public/partner-sites/1/pages',
      answer: ({ query }) => {
        const slug = query.get('slug')
        const page = slug === null ? home : [home, fjords].find((each) => each.slug === slug)
        return page ? { status: 200, body: page } : { status: 404, body: { message: 'Page not found' } }
      },
    },
    {
      method: 'GET',
      path: '/core/public/partner-sites/1/menu-items',
      answer: ({ query }) => ({
        status: 200,
        body: {
          data: [
            { title: 'Home', url: query.get('url_prefix') ?? '/', is_external: false },
            { title: 'The fjords', url: `${query.get('url_prefix') ?? ''}/page/fjords`, is_external: false },
          ],
        },
      }),
    },
    {
      method: 'GET',
      path: '/core/public/legal-texts/:kind',
      answer: ({ params, query }) => ({
        status: 200,
        body: {
          id: 1,
          version: 1,
          country_code: query.get('country_code'),
          title: `${params.kind} ${query.get('country_code') ?? 'general'}`,
          content_html: '<p>Text</p>',
          published_at: '2026-11-01T00:00:00Z',
        },
      }),
    },
    {
      method: 'GET',
      path: '/core/public/tours/:id',
      answer: ({ params }) =>
        params.id === '404'
          ? { status: 404, body: { message: 'Product not found' } }
          : {
              status: 200,
              body: {
                name: 'Kayak',
                images: [{ url: '/media/kayak.svg', alt: 'Kayaks on the fjord' }],
                location: { id: 3, name: 'Flåm' },
                lowest_price: 890,
                currency_code: 'NOK',
              },
            },
    },
  ])
})
afterAll(() => api.close())

afterEach(() => {
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
})

async function open(path: string, locale: 'en' | 'de' = 'en') {
  window.history.replaceState(null, '', path)
  const i18n = await loadSiteI18n(locale)
  await act(async () => {
    render(<Root i18n={i18n} site={demoSite()} apiBase={api.origin} />)
  })
}

/** happy-dom's window answers media queries for the size it is given. */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height,
  })

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)))

describe('the hosted site', () => {
  it('shows the partner’s index page, follows the menu to a page, and 404 for a path it does not have', async () => {
    await open('/en')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fjords and fells')
    await waitFor(() => expect(document.querySelector('jaunt-storefront')?.getAttribute('site')).toBe('1'))
    const fjordsLink = await screen.findByRole('link', { name: 'The fjords' })
    // Pointing at a menu item fetches its page ahead of the click.
    fireEvent.pointerEnter(fjordsLink)
    const asked = () =>
      api.requests('GET', '/core/public/partner-sites/1/pages').map((r) => r.query.get('slug'))
    await waitFor(() => expect(asked()).toContain('fjords'))
    fireEvent.click(fjordsLink)
    await settle()
    expect(window.location.pathname).toBe('/en/page/fjords')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The fjords')
    expect(screen.getByRole('link', { name: 'The fjords' }).getAttribute('aria-current')).toBe('page')
    expect(asked().filter((slug) => slug === 'fjords')).toHaveLength(1)
    document.body.replaceChildren()
    await open('/en/page/nowhere')
    expect(await screen.findByText('This page could not be found')).toBeTruthy()
    document.body.replaceChildren()
    await open('/en/nowhere')
    expect(screen.getByText('This page could not be found')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    await settle()
    expect(window.location.pathname).toBe('/en')
  })

  it('shows an empty cart once the guest first moves, and a kept cart at once', async () => {
    await open('/en')
    await screen.findByRole('heading', { level: 1 })
    expect(document.querySelector('jaunt-cart')).toBeNull()
    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(document.querySelector('jaunt-cart')?.getAttribute('site')).toBe('1'))
    document.body.replaceChildren()
    window.localStorage.setItem(cartRefKey(1), 'CART-KEPT')
    try {
      await open('/en/page/fjords')
      expect(document.querySelector('jaunt-cart')?.getAttribute('site')).toBe('1')
    } finally {
      window.localStorage.removeItem(cartRefKey(1))
    }
  })

  it('sends the customer area without a language to the default one', async () => {
    await open('/customer-reservation/login')
    expect(window.location.pathname).toBe('/en/customer-reservation/login')
    expect(await screen.findByRole('heading', { name: 'Welcome' }, { timeout: 5000 })).toBeTruthy()
  })

  it('asks for a valid email in the spec’s words before sending a link', async () => {
    await open('/en/customer-reservation/login')
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a link' }, { timeout: 5000 }))
    expect(screen.getByText('Please enter email.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'guest@example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }))
    expect(screen.getByText('Please enter valid email.')).toBeTruthy()
  })

  it('shows a product page with the widget’s booking panel in place', async () => {
    await open('/de/adventure/2', 'de')
    const product = document.querySelector('jaunt-product')
    expect(product?.getAttribute('type')).toBe('activity')
    expect(product?.getAttribute('product-id')).toBe('2')
    expect(product?.getAttribute('mode')).toBe('inline')
    expect(product?.getAttribute('lang')).toBe('de')
    // Above the panel: the product's name as the page's heading, its picture and its lowest price.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kayak')
    expect(screen.getByRole('img', { name: 'Kayaks on the fjord' })).toBeTruthy()
    expect(screen.getByText('Flåm')).toBeTruthy()
    expect(screen.getByText(/Ab/).textContent?.replace(/\s+/g, ' ')).toBe('Ab 890,00 NOK')
  })

  it('on a phone, folds the menu behind a button that opens it, and closes it on Escape and on the next page', async () => {
    setViewport(390, 844)
    await open('/en')
    await screen.findByRole('link', { name: 'The fjords', hidden: true })
    expect(screen.queryByRole('link', { name: 'The fjords' })).toBeNull()
    const toggle = await screen.findByRole('button', { name: 'Main menu' })
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(menu?.getAttribute('aria-label')).toBe('Main menu')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'The fjords' })).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('link', { name: 'The fjords' }))
    await settle()
    expect(window.location.pathname).toBe('/en/page/fjords')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    setViewport(1024, 768)
  })

  it('offers the site’s languages, and only those', async () => {
    await open('/en/search')
    const options = Array.from(screen.getByRole('combobox', { name: 'Language' }).querySelectorAll('option'))
    expect(options.map((option) => option.value)).toEqual(['en', 'no', 'de'])
    expect(document.querySelector('jaunt-search')).toBeTruthy()
  })

  it('says a missing link token has expired and offers a new link', async () => {
    await open('/de/customer-reservation/login/token')
    expect(document.documentElement.lang).toBe('de')
    fireEvent.click(await screen.findByRole('button', { name: /.+/ }, { timeout: 5000 }))
    expect(window.location.pathname).toBe('/de/customer-reservation/login')
  })

  it.each([
    ['/en/privacy-policy', 'heading', 'privacy-policy general'],
    ['/en/terms-and-conditions', 'heading', 'terms-of-use general'],
    ['/en/se/terms-and-conditions', 'heading', 'terms-of-use SE'],
    ['/en/user-sign-up', 'heading', 'Sell with us'],
    ['/en/link-expired', 'heading', 'This link has expired'],
    ['/en/set-password', 'heading', 'Set your password'],
    ['/en/setup-terminal', 'heading', 'Terminal mode'],
    ['/en/setup-terminal/settings', 'heading', 'Terminal mode'],
    ['/en/widget', 'element', 'jaunt-storefront'],
    ['/en/0b1e4c7a-9a52-4c55-8f0e-2f7e1d9c6a11/marketplace', 'element', 'jaunt-storefront'],
    ['/en/booking-details/pay-1', 'element', 'jaunt-booking-details[payment-ref="pay-1"]'],
    ['/en/search/hotels', 'element', 'jaunt-search[service-type="hotels"]'],
    ['/en/hotel', 'element', 'jaunt-search[service-type="hotels"]'],
    ['/en/rental/5', 'element', 'jaunt-product[type="rental"][product-id="5"]'],
  ])('shows %s its page', async (path, kind, expected) => {
    await open(path)
    if (kind === 'heading')
      expect(await screen.findByRole('heading', { level: 1, name: expected })).toBeTruthy()
    else await waitFor(() => expect(document.querySelector(expected)).toBeTruthy())
  })

  it('leads a would-be supplier from the site to the back office’s sign-up, and a password link there with its token', async () => {
    await open('/en/user-sign-up')
    const signUp = await screen.findByRole('link', { name: 'Sign up' })
    expect(signUp.getAttribute('href')).toBe('/en/npanel/user-sign-up')
    cleanup()
    await open('/en/set-password?token=abc')
    const link = await screen.findByRole('link', { name: 'Set your password' })
    expect(link.getAttribute('href')).toBe('/en/npanel/set-password?token=abc')
  })

  it('answers a product the site does not have with the 404 page', async () => {
    await open('/en/activity/404')
    expect(await screen.findByText('This page could not be found')).toBeTruthy()
  })

  it('sends the index to the search when the site says so', async () => {
    const site = demoSite()
    site.site_settings.redirection_settings = { is_redirect_search_page: true, redirect_to_service: 3 }
    window.history.replaceState(null, '', '/en')
    const i18n = await loadSiteI18n('en')
    await act(async () => {
      render(<Root i18n={i18n} site={site} apiBase={api.origin} />)
    })
    await waitFor(() => expect(window.location.pathname).toBe('/en/search/hotels'))
  })
})
