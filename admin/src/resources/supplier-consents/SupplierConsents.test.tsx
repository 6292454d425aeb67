import type { SupplierConsentMappingRecord, SupplierConsentRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let other: TokenPair

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  other = await api.login('both@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const base = '/core/v1/package/supplier-consent'

describe('supplier consents (product-settings/supplier-consent)', () => {
  it('a supplier creates a consent after the form names the missing name, then adds a product to it', async () => {
    await renderApp(api, '/en/npanel/product-settings', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Supplier consents' }, { timeout: 20_000 }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Create consent' }))
    await screen.findByRole('heading', { name: 'Create consent' })
    save()
    expect(await screen.findByText('Please enter the consent name')).toBeTruthy()

    const name = `Kiwi partners ${Date.now()}`
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: name } })
    fireEvent.click(screen.getByLabelText('All my products'))
    save()
    await waitFor(
      () => expect(window.location.pathname).toMatch(/product-settings\/supplier-consent\/\d+$/),
      {
        timeout: 15_000,
      },
    )
    const id = Number(window.location.pathname.split('/').at(-1))
    const saved = await api.call<SupplierConsentRecord>(supplier.access_token, 'GET', `${base}/${id}`)
    expect(saved.body).toMatchObject({ name, all_services: false, valid_from: null, in_force: true })

    await screen.findByText('No products yet.')
    const select = await screen.findByRole('combobox', { name: 'Product' })
    let product = ''
    await waitFor(() => {
      fireEvent.mouseDown(select)
      const option = within(screen.getByRole('listbox')).getAllByRole('option')[0]!
      product = option.textContent!
      fireEvent.click(option)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }))
    const list = await screen.findByRole('list', { name: 'Products in this consent' })
    expect(await within(list).findByText(product)).toBeTruthy()
    const mapped = await api.call<{ data: SupplierConsentMappingRecord[] }>(
      supplier.access_token,
      'POST',
      `${base}/mapping-listing/${id}`,
      {},
    )
    expect(mapped.body.data.map((row) => row.service_name)).toEqual([product])
  })

  it('shows another supplier’s consent as a page that does not exist', async () => {
    const made = await api.call<SupplierConsentRecord>(supplier.access_token, 'POST', base, {
      name: `Private consent ${Date.now()}`,
    })
    await renderApp(api, `/en/npanel/product-settings/supplier-consent/${made.body.id}`, { tokens: other })
    expect(
      (await screen.findAllByText('This page could not be found', {}, { timeout: 20_000 })).length,
    ).toBeGreaterThan(0)
  })
})
