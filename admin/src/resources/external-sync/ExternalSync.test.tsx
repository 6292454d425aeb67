import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { icsOf, startIcalStandIn } from '../../../../packages/server/src/test/ical-stand-in'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
const HOTEL = 'Wombat Ridge Cabins 7c1d'
const ROOM = 'Ridge loft 7c1d'
let standIn: Awaited<ReturnType<typeof startIcalStandIn>>
let supplier: TokenPair
let hotelId: number

/** A day `offset` days ahead as iCal writes a DATE. */
const icalDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')

beforeAll(async () => {
  // Another channel's calendar server; the API's import reads it over HTTP.
  standIn = await startIcalStandIn()
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const hotel = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/hotels', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    texts: { en: { name: HOTEL } },
  })
  hotelId = hotel.body.id
  await api.call(supplier.access_token, 'POST', `/core/v1/hotels/${hotelId}/room-types`, {
    title: { en: ROOM },
    max_adults: 2,
    max_children: 0,
    max_occupancy: 2,
  })
})
afterAll(() => standIn.close())
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const submitOf = (button: HTMLElement) => fireEvent.submit(button.closest('form')!)

describe('External calendars of a room type (hotel/manage/{id}/room-types)', () => {
  it('links another channel’s feed, syncs it, and shows an export link that can be renewed', async () => {
    standIn.serve('/loft.ics', { body: icsOf([[icalDay(20), icalDay(22)]]) })
    await renderApp(api, `/en/npanel/hotel/manage/${hotelId}/room-types`, { tokens: supplier })
    const row = (await screen.findByText(ROOM, {}, { timeout: 15_000 })).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const calendars = within(await screen.findByRole('region', { name: 'External calendars' }))

    const link = await calendars.findByRole('textbox', { name: 'Calendar link to import' })
    fireEvent.change(link, { target: { value: 'ftp://calendar.example/loft.ics' } })
    submitOf(calendars.getByRole('button', { name: 'Save link' }))
    expect(
      await calendars.findByText('Please enter a link that starts with http:// or https://'),
    ).toBeTruthy()

    fireEvent.change(link, { target: { value: standIn.url('/loft.ics') } })
    submitOf(calendars.getByRole('button', { name: 'Save link' }))
    expect(await screen.findByText('Calendar link saved.')).toBeTruthy()
    const status = within(await calendars.findByRole('status', { name: 'Last sync' }))
    expect(status.getByText('Not synced yet')).toBeTruthy()
    // One notice at a time: the sync's comes once this one has gone.
    await waitFor(() => expect(screen.queryByText('Calendar link saved.')).toBeNull())

    fireEvent.click(calendars.getByRole('button', { name: 'Sync now' }))
    expect(await screen.findByText('Synced: 2 nights closed by this calendar.')).toBeTruthy()
    await waitFor(() => expect(status.getByText('Synced')).toBeTruthy())
    expect(status.getByText('2 nights closed by this calendar.')).toBeTruthy()

    const exported = (await calendars.findByRole('textbox', { name: 'Export link' })) as HTMLInputElement
    expect(exported.value).toMatch(/\/core\/public\/ical\/rooms\/[\w-]+\/calendar\.ics$/)
    const feed = await fetch(`${api.origin}${new URL(exported.value).pathname}`)
    expect(feed.status).toBe(200)
    expect(await feed.text()).toContain('BEGIN:VCALENDAR')
    const first = exported.value
    fireEvent.click(calendars.getByRole('button', { name: 'New link' }))
    const dialog = within(await screen.findByRole('dialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'New link' }))
    await waitFor(() => expect(exported.value).not.toBe(first))
  })
})

describe('Tools › External sync (tools/external-sync)', () => {
  it('lists every link with its supplier, filters by status, and syncs a row now', async () => {
    const admin = await api.login('admin@jaunt.test')
    standIn.serve('/loft.ics', { status: 500, body: 'down', contentType: 'text/plain' })
    await renderApp(api, '/en/admin/tools/external-sync', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'External sync' }, { timeout: 15_000 })).toBeTruthy()
    const row = () => screen.getByText(ROOM).closest('tr')!
    await screen.findByText(ROOM)
    expect(within(row()).getByText(HOTEL)).toBeTruthy()
    expect(within(row()).getByText('Synced')).toBeTruthy()

    fireEvent.click(within(row()).getByRole('button', { name: `Sync ${HOTEL} – ${ROOM} now` }))
    expect(
      await screen.findByText("The sync failed: The calendar's server did not give the calendar (HTTP 500)"),
    ).toBeTruthy()
    await waitFor(() => expect(within(row()).getByText('Failed')).toBeTruthy())

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Synced' }))
    await waitFor(() => expect(screen.queryByText(ROOM)).toBeNull())
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }))
    expect(await screen.findByText(ROOM)).toBeTruthy()
  })

  it('is for admins only', async () => {
    const answer = await api.call(supplier.access_token, 'GET', '/core/v1/tools/external-sync')
    expect(answer.status).toBe(403)
  })
})
