// The preview frame loads the widget's script, which happy-dom does not run: a quiet no-op here.
// @vitest-environment-options {"happyDOM":{"settings":{"handleDisabledFileLoadingAsSuccess":true}}}
import type { SiteWidgetRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let partner2: TokenPair
let nordicId: number
// Unique per run: other test files share the API server and its database.
const run = Date.now().toString(36)

beforeAll(async () => {
  partner2 = await api.login('partner2@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner2.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  nordicId = sites.body.data.data.find((site) => site.sub_domain === 'nordic')!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const widgetsOf = async () =>
  (
    await api.call<{ data: SiteWidgetRecord[] }>(
      partner2.access_token,
      'GET',
      `/core/v1/partner-sites/${nordicId}/widgets`,
    )
  ).body.data
const submit = () => {
  // happy-dom does not submit a form on its button's click.
  fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
}

describe('Widgets ({siteId}/widget-settings)', () => {
  it('adds a search widget with GA4 waiting for consent, and gives the code to paste', async () => {
    const name = `Fjord search ${run}`
    await renderApp(api, `/en/npanel/${nordicId}/widget-settings`, { tokens: partner2 })
    fireEvent.click(await screen.findByRole('button', { name: 'Add widget' }, { timeout: 20_000 }))
    fireEvent.change(await screen.findByLabelText('Widget name'), { target: { value: name } })
    fireEvent.click(screen.getByLabelText('Search'))
    fireEvent.change(await screen.findByLabelText('Words searched at first'), { target: { value: 'kayak' } })
    fireEvent.change(screen.getByLabelText('GA4 measurement id'), { target: { value: 'UA-1234' } })
    fireEvent.click(screen.getByLabelText('Wait until my page calls Jaunt.updateConsent'))
    submit()
    await screen.findByText('Please enter a GA4 measurement id, such as G-AB12CD34EF')
    expect((await widgetsOf()).some((widget) => widget.name === name)).toBe(false)

    fireEvent.change(screen.getByLabelText('GA4 measurement id'), { target: { value: 'G-FJORD123' } })
    submit()
    await screen.findByText('Widget saved.')
    const saved = (await widgetsOf()).find((widget) => widget.name === name)!
    expect(saved).toMatchObject({ element: 'search', search: 'kayak', consent: 'pending' })

    await waitFor(() =>
      expect(screen.getByLabelText('Where the widget should show').textContent).toBe(
        `<jaunt-search site="${nordicId}" widget-uuid="${saved.uuid}" search="kayak"></jaunt-search>`,
      ),
    )
    const head = screen.getByLabelText("In your page's <head>").textContent!
    expect(head).toContain('https://www.googletagmanager.com/gtag/js?id=G-FJORD123')
    expect(head).toContain('/widget/v1/jaunt.js" data-consent="pending"></script>')
    expect(screen.getByTitle('Live preview').getAttribute('srcdoc')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Back to the widgets' }))
    const table = await screen.findByRole('table', { name: 'Widgets' })
    await within(table).findByText(name)
  })

  it('refuses a product widget without its product, and shows a saved one as the product it sells', async () => {
    await renderApp(api, `/en/npanel/${nordicId}/widget-settings?widget=new`, { tokens: partner2 })
    fireEvent.change(await screen.findByLabelText('Widget name', {}, { timeout: 20_000 }), {
      target: { value: `No product ${run}` },
    })
    fireEvent.click(screen.getByLabelText('Product'))
    submit()
    await screen.findByText('Please choose the product the widget sells')
    cleanup()
    resetBrowserState()

    const catalogue = await api.call<{ id: number; name: string }[]>(
      partner2.access_token,
      'GET',
      `/core/v1/profile/partner/white-label/view-services/${nordicId}?filter=${encodeURIComponent('{"in_catalogue":true}')}&range=[0,0]`,
    )
    const product = catalogue.body[0]!
    const created = await api.call<SiteWidgetRecord>(
      partner2.access_token,
      'POST',
      `/core/v1/partner-sites/${nordicId}/widgets`,
      { name: `Product ${run}`, element: 'product', service_id: product.id, mode: 'inline' },
    )
    await renderApp(api, `/en/npanel/${nordicId}/widget-settings?widget=${created.body.id}`, {
      tokens: partner2,
    })
    await waitFor(
      () =>
        expect(screen.getByLabelText('Where the widget should show').textContent).toContain(
          `product-id="${product.id}" mode="inline"></jaunt-product>`,
        ),
      { timeout: 20_000 },
    )
    await waitFor(() =>
      expect(screen.getByLabelText('Product to sell')).toHaveProperty('value', product.name),
    )
  })
})
