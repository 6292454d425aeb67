import type { TokenPair, TourRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders a full form against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

// A real 24×16 PNG, made with sharp.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWNQWpVGFcQwapDSaBgpjaajVaNZZBX56QAA89rLEBHPojQAAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
)

const api = realApi()
let supplier: TokenPair
let locationId: number

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  locationId = locations.body.data[0]!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

async function createTour(name: string) {
  const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/tours', {
    location_id: locationId,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
  })
  return created.body.id
}

const chooseFiles = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Upload images'), { target: { files } })
const image = (position: number) => screen.findByRole('group', { name: `Image ${position}` })

describe('the Gallery and widget tab', () => {
  it('uploads pictures, orders them with a cover, keeps alt texts, and shows them again after saving', async () => {
    const id = await createTour('Platypus creek paddle')
    await renderApp(api, `/en/npanel/tour/${id}/gallery-and-widget`, { tokens: supplier })
    expect(await screen.findByText(/Add at least one image/, {}, { timeout: 15_000 })).toBeTruthy()

    chooseFiles(new File([PNG], 'creek.png', { type: 'image/png' }))
    const first = await image(1)
    expect(within(first).getByText('Cover')).toBeTruthy()
    const src = within(first).getByRole('img').getAttribute('src')
    expect(src).toMatch(new RegExp(`^${api.origin}/media/uploads/[0-9a-f]{24}-480\\.webp$`))
    expect((await fetch(src!)).status).toBe(200)
    fireEvent.change(within(first).getByRole('textbox', { name: 'Alt text (English)' }), {
      target: { value: 'The creek at dawn' },
    })

    // Not a picture: the server's message, with the file's name.
    chooseFiles(new File(['just words'], 'notes.png', { type: 'image/png' }))
    expect(
      await screen.findByText('notes.png: The file must be a JPEG, PNG, WebP, AVIF or GIF image'),
    ).toBeTruthy()

    // Past the 15 MB limit: refused before sending, in the words of the server's 413.
    chooseFiles(new File([new Uint8Array(16 * 1024 * 1024)], 'huge.png', { type: 'image/png' }))
    expect(await screen.findByText('huge.png: The file is larger than 15 MB')).toBeTruthy()

    chooseFiles(new File([PNG], 'paddles.png', { type: 'image/png' }))
    const second = await image(2)
    fireEvent.click(within(second).getByRole('button', { name: 'Make cover' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Image 2' })).getByRole('textbox', {
          name: 'Alt text (English)',
        }),
      ).toHaveProperty('value', 'The creek at dawn'),
    )
    fireEvent.click(
      within(screen.getByRole('tablist', { name: 'Alt text language' })).getByRole('tab', {
        name: 'Deutsch',
      }),
    )
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Image 2' })).getByRole('textbox', {
        name: 'Alt text (Deutsch)',
      }),
      { target: { value: 'Der Bach im Morgengrauen' } },
    )

    save()
    await waitFor(
      async () => {
        const saved = await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}/full`)
        expect(saved.body.images).toHaveLength(2)
      },
      { timeout: 30_000 },
    )
    const saved = await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}/full`)
    expect(saved.body.images[1]).toEqual({
      url: src!.replace(api.origin, '').replace('-480.webp', '.webp'),
      alt: { en: 'The creek at dawn', de: 'Der Bach im Morgengrauen' },
    })
    expect(saved.body.images[0]?.alt).toEqual({})

    cleanup()
    resetBrowserState()
    await renderApp(api, `/en/npanel/tour/${id}/gallery-and-widget`, { tokens: supplier })
    const reloaded = await screen.findByRole('group', { name: 'Image 2' }, { timeout: 15_000 })
    expect(within(reloaded).getByRole('textbox', { name: 'Alt text (English)' })).toHaveProperty(
      'value',
      'The creek at dawn',
    )
    expect(within(await image(1)).getByText('Cover')).toBeTruthy()
    expect(screen.queryByText(/Add at least one image/)).toBeNull()
  })
})

describe('activating from the list', () => {
  it('says why an activity without a picture cannot be set Active', async () => {
    const id = await createTour('Bilby burrow night walk')
    await renderApp(api, '/en/npanel/tour', { tokens: supplier })
    fireEvent.change(await screen.findByPlaceholderText('Search by name or code', {}, { timeout: 15_000 }), {
      target: { value: 'bilby burrow' },
    })
    await screen.findByRole('tab', { name: 'All (1)' }, { timeout: 30_000 })
    const row = await screen.findByRole('row', { name: /Bilby burrow night walk/ })
    fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Active' }))
    expect(await screen.findByText('At least one image is required.')).toBeTruthy()
    const saved = await api.call<TourRecord>(supplier.access_token, 'GET', `/core/v1/tours/${id}`)
    expect(saved.body.status).toBe(2)
  })
})
