import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let partner2: TokenPair
let nordicId: number

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

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)

describe('Site Settings ({siteId}/site-settings)', () => {
  it('has a tab per settings group and saves the header', async () => {
    await renderApp(api, `/en/npanel/${nordicId}/site-settings?tab=header`, { tokens: partner2 })
    await screen.findByRole('heading', { level: 1, name: 'Site Settings' }, { timeout: 15_000 })
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual([
      'Redirection',
      'Scripts',
      'Header',
      'Footer',
      'Booking flow',
      'Merchant of record',
      'Allowed origins',
    ])
    fireEvent.click(await screen.findByLabelText('Hide the cart'))
    submit()
    await waitFor(async () => {
      const header = await api.call<{ disable_cart: boolean }>(
        partner2.access_token,
        'GET',
        `/core/v1/partner-sites/${nordicId}/settings/header`,
      )
      expect(header.body.disable_cart).toBe(true)
    })
    await api.call(partner2.access_token, 'PUT', `/core/v1/partner-sites/${nordicId}/settings/header`, {
      header_type: 'fixed',
      black_logo: null,
      white_logo: null,
      disable_cart: false,
      disable_language_dropdown: false,
    })
  })

  it('shows a script that breaks out of the page on its field before saving', async () => {
    await renderApp(api, `/en/npanel/${nordicId}/site-settings?tab=script`, { tokens: partner2 })
    const head = await screen.findByLabelText('Scripts in the head', {}, { timeout: 15_000 })
    fireEvent.change(head, { target: { value: '<script>track()' } })
    submit()
    expect(
      await screen.findByText(
        'Scripts must close every tag they open and must not end the page’s head or body',
      ),
    ).toBeTruthy()
  })

  it('adds a footer column with a link in the site’s first language, and shows the others’ words', async () => {
    const path = `/core/v1/partner-sites/${nordicId}/settings/footer`
    const before = (await api.call<Record<string, unknown>>(partner2.access_token, 'GET', path)).body
    await renderApp(api, `/en/npanel/${nordicId}/site-settings?tab=footer`, { tokens: partner2 })
    await screen.findByRole('heading', { level: 2, name: 'Footer columns' }, { timeout: 15_000 })
    // Nordic Trails writes Swedish first; its seeded column is there in Swedish.
    await waitFor(() =>
      expect(screen.getAllByLabelText('Column title')[0]).toHaveProperty('value', 'Kontakt'),
    )
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' }).at(-1)!)
    await waitFor(() => expect(screen.getAllByLabelText('Column title')).toHaveLength(2))
    fireEvent.change(screen.getAllByLabelText('Column title')[1]!, { target: { value: 'Upptäck' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' }).at(-2)!)
    fireEvent.change((await screen.findAllByLabelText('Link text')).at(-1)!, { target: { value: 'Om oss' } })
    fireEvent.change(screen.getAllByLabelText('Address').at(-1)!, { target: { value: '/page/om-oss' } })
    submit()
    await waitFor(async () => {
      const footer = await api.call<{ widgets: unknown[] }>(partner2.access_token, 'GET', path)
      expect(footer.body.widgets[1]).toMatchObject({
        title: { sv: 'Upptäck' },
        links: [{ label: { sv: 'Om oss' }, url: '/page/om-oss' }],
      })
    })

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Words in' }))
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('English'))
    await waitFor(() =>
      expect(screen.getAllByLabelText('Column title')[0]).toHaveProperty('value', 'Contact'),
    )
    await api.call(partner2.access_token, 'PUT', path, before)
  })

  it('lists a new allowed origin for the embed', async () => {
    await renderApp(api, `/en/npanel/${nordicId}/site-settings?tab=allowed-origins`, { tokens: partner2 })
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 15_000 }))
    fireEvent.change(await screen.findByLabelText('Origin'), {
      target: { value: 'https://book.nordic-trails.example' },
    })
    submit()
    await waitFor(async () => {
      const origins = await api.call<{ allowed_origins: string[] }>(
        partner2.access_token,
        'GET',
        `/core/v1/partner-sites/${nordicId}/settings/allowed-origins`,
      )
      expect(origins.body.allowed_origins).toEqual(['https://book.nordic-trails.example'])
    })
    await api.call(
      partner2.access_token,
      'PUT',
      `/core/v1/partner-sites/${nordicId}/settings/allowed-origins`,
      {
        allowed_origins: [],
      },
    )
  })
})
