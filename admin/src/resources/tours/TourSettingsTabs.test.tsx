import { createAdminSession, createMemoryTokenStore } from '@jaunt/api-client/admin'
import type { TokenPair, TourRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDataProvider } from '../../data/dataProvider'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders a full form against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let place: number

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  place = locations.body.data[0]!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

/** An activity of the supplier's, with an adult ticket at `price` when given (its lowest price). */
async function activity(name: string, price?: number) {
  const token = supplier.access_token
  const created = await api.call<TourRecord>(token, 'POST', '/core/v1/tours', {
    location_id: place,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
  })
  const id = created.body.id
  if (price !== undefined) {
    const option = await api.call<{ id: number }>(token, 'POST', `/core/v1/tours/${id}/options`, {
      name: { en: 'Morning' },
      duration: { hours: 2, minutes: 0 },
      start_times: ['10:00'],
    })
    await api.call(token, 'POST', `/core/v1/tour-options/${option.body.id}/tickets`, {
      guest_type: 'Adult',
      price,
    })
  }
  return id
}

const saved = async (id: number) =>
  (await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}/full`)).body
const saveAndWait = async () => {
  save()
  expect(await screen.findByText('Element updated')).toBeTruthy()
}

describe('the "Tags and categories" tab', () => {
  it('chooses tags and categories from the tree and saves them', async () => {
    const id = await activity('Wombat museum crawl')
    await renderApp(api, `/en/npanel/tour/${id}/tags-and-categories`, { tokens: supplier })
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Tags' }, { timeout: 30_000 }))
    fireEvent.click(await screen.findByRole('option', { name: 'Photography' }))
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' })

    const culture = await screen.findByRole('group', { name: 'Culture' })
    fireEvent.click(within(culture).getByRole('checkbox', { name: 'Museums' }))
    fireEvent.click(screen.getByRole('button', { name: 'Hide the categories under Culture' }))
    expect(screen.queryByRole('group', { name: 'Culture' })).toBeNull()
    await saveAndWait()

    const record = await saved(id)
    const tags = await api.call<{ data: { id: number; name: string }[] }>(
      supplier.access_token,
      'GET',
      '/core/v1/select/tag/all',
    )
    expect(record.tag_ids).toEqual([tags.body.data.find((tag) => tag.name === 'Photography')!.id])
    expect(record.category_ids).toHaveLength(1)
  })

  it("shows the server's refusal of an unknown tag or category under its field", async () => {
    const session = createAdminSession({
      apiBase: api.origin,
      getLocale: () => 'en',
      tokens: createMemoryTokenStore(supplier),
    })
    const provider = createDataProvider({ apiBase: api.origin, fetch: session.fetch, api: session.api })
    const data = {
      location_id: place,
      currency_code: 'NOK',
      duration: { hours: 1, minutes: 0 },
      texts: { en: { name: 'Unknown tags' } },
    }
    await expect(provider.create('tour', { data: { ...data, tag_ids: [999_999] } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { tag_ids: 'Please choose tags from the list' } },
    })
    await expect(
      provider.create('tour', { data: { ...data, category_ids: [999_999] } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { category_ids: 'Please choose categories from the list' } },
    })
  })
})

describe('the "Taxation" tab', () => {
  it('shows the tax in the lowest price as the category and inclusion change, and saves them', async () => {
    const id = await activity('Wombat tax trail', 400)
    await renderApp(api, `/en/npanel/tour/${id}/taxation`, { tokens: supplier })
    expect(
      await screen.findByText('Choose a tax category to see the tax in the lowest price.', undefined, {
        timeout: 30_000,
      }),
    ).toBeTruthy()
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Tax category' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Standard rate (25%)' }))
    expect(await screen.findByText('Lowest price NOK 400.00, of which VAT 25%: NOK 80.00')).toBeTruthy()

    fireEvent.click(screen.getByRole('switch', { name: 'Prices include tax' }))
    expect(await screen.findByText('Lowest price NOK 400.00, plus VAT 25%: NOK 100.00')).toBeTruthy()
    await saveAndWait()
    const record = await saved(id)
    expect(record.prices_include_tax).toBe(false)
    expect(record.tax_category_id).toEqual(expect.any(Number))
  })
})

describe('the "Seasonal" tab', () => {
  it('refuses a season that ends before it starts or overlaps another, then saves the seasons', async () => {
    const id = await activity('Wombat summer swim')
    await renderApp(api, `/en/npanel/tour/${id}/seasonal`, { tokens: supplier })
    expect(
      await screen.findByText('Without seasons the activity is sold all year.', undefined, {
        timeout: 30_000,
      }),
    ).toBeTruthy()
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const setDay = (label: string, index: number, value: string) =>
      fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } })
    add()
    await screen.findAllByLabelText('First day')
    setDay('First day', 0, '2027-08-31')
    setDay('Last day', 0, '2027-06-01')
    save()
    expect(await screen.findByText('The season cannot end before it starts')).toBeTruthy()

    setDay('First day', 0, '2027-06-01')
    setDay('Last day', 0, '2027-08-31')
    add()
    await waitFor(() => expect(screen.getAllByLabelText('First day')).toHaveLength(2))
    setDay('First day', 1, '2027-08-15')
    setDay('Last day', 1, '2027-09-15')
    save()
    expect(await screen.findByText('Seasons must not overlap')).toBeTruthy()

    setDay('First day', 1, '2027-12-01')
    setDay('Last day', 1, '2028-02-28')
    await saveAndWait()
    const seasonal = await api.call(supplier.access_token, 'GET', `/core/v1/tours/${id}/seasonal`)
    expect(seasonal.body).toEqual({
      id,
      seasons: [
        { from: '2027-06-01', to: '2027-08-31' },
        { from: '2027-12-01', to: '2028-02-28' },
      ],
    })
  })
})

describe('in German', () => {
  it("names the new tabs and shows the seasons' check in the user's language", async () => {
    const id = await activity('Wombat Wintersaison')
    await renderApp(api, `/de/npanel/tour/${id}/seasonal`, { tokens: supplier })
    expect(await screen.findByRole('tab', { name: 'Tags und Kategorien' }, { timeout: 30_000 })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Besteuerung' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Hinzufügen' }))
    fireEvent.change((await screen.findAllByLabelText('Erster Tag'))[0]!, { target: { value: '2027-03-01' } })
    fireEvent.change(screen.getAllByLabelText('Letzter Tag')[0]!, { target: { value: '2027-02-01' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Speichern' }).closest('form')!)
    expect(await screen.findByText('Die Saison kann nicht vor ihrem Beginn enden')).toBeTruthy()
  })
})
