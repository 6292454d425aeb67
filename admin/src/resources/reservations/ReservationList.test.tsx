import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from './reservations.fixtures'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let other: TokenPair
let admin: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  other = await api.login('both@jaunt.test')
  admin = await api.login('admin@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Wilhelmina',
    last: 'Platypusdottir',
    email: 'wilhelmina.platypus@example.com',
    answer: 'No shellfish',
  })
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const rowOf = (text: string) => screen.getByText(text).closest('tr')!

/** Types a search and waits for the list to take it (after its debounce), so no timer outlives the test. */
async function search(words: string) {
  fireEvent.change(
    await screen.findByPlaceholderText('Search by ref, guest or product', {}, { timeout: 15_000 }),
    {
      target: { value: words },
    },
  )
  await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain(words))
}

describe('Reservations', () => {
  it('lists the supplier’s booking with guest, product, status and amount, found by the guest’s name', async () => {
    await renderApp(api, '/en/npanel/reservations', { tokens: supplier })
    await search('platypusdottir')
    const row = within(await waitFor(() => rowOf('Wilhelmina Platypusdottir')))
    expect(row.getByText('wilhelmina.platypus@example.com')).toBeTruthy()
    expect(row.getByText(booked.productName)).toBeTruthy()
    expect(row.getByText('Confirmed')).toBeTruthy()
    expect(row.getByText(booked.ref.slice(0, 8))).toBeTruthy()
    // The search is in the URL, so the page can be bookmarked.
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('platypusdottir'))
  })

  it('opens the booking from its row, with the guest’s answers', async () => {
    await renderApp(api, '/en/npanel/reservations', { tokens: supplier })
    await search('platypusdottir')
    // A click while the list is still refetching its search can land on a row about to be replaced: click again.
    await waitFor(
      () => {
        if (window.location.pathname.endsWith('/reservations'))
          fireEvent.click(screen.getByText('Wilhelmina Platypusdottir'))
        expect(window.location.pathname).toBe(`/en/npanel/reservations/${booked.ref}`)
      },
      { timeout: 20_000 },
    )
    const answers = await screen.findByRole(
      'region',
      { name: 'Answers to the booking questions' },
      { timeout: 20_000 },
    )
    expect(within(answers).getByText('No shellfish')).toBeTruthy()
  })

  it('shows another supplier nothing of it', async () => {
    await renderApp(api, '/en/npanel/reservations', { tokens: other })
    await search('platypusdottir')
    expect(
      await screen.findByText('Nothing matches the current filters.', {}, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.queryByText('Wilhelmina Platypusdottir')).toBeNull()
  })

  it('filters by status from a bookmarked URL', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'platypusdottir', status: 5 }))
    await renderApp(api, `/en/npanel/reservations?filter=${filter}`, { tokens: supplier })
    expect(
      await screen.findByText('Nothing matches the current filters.', {}, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.queryByText('Wilhelmina Platypusdottir')).toBeNull()
  })

  it('offers the other filters: type, travel and booked dates', async () => {
    await renderApp(api, '/en/npanel/reservations', { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 15_000 }))
    for (const name of ['Type', 'Travel from', 'Travel until', 'Booked from', 'Booked until']) {
      expect(await screen.findByRole('menuitemcheckbox', { name })).toBeTruthy()
    }
    // A supplier has no sites to filter by.
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Site' })).toBeNull()
  })

  it('shows the admin every booking on the admin’s Reservations page', async () => {
    await renderApp(api, '/en/admin/bookings', { tokens: admin })
    await search('wilhelmina.platypus@')
    expect(await screen.findByText('Wilhelmina Platypusdottir', {}, { timeout: 15_000 })).toBeTruthy()
  })

  it('exports the table as XLSX from the server', async () => {
    const made: Blob[] = []
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob)
      return 'blob:export'
    })
    await renderApp(api, '/en/npanel/reservations', { tokens: supplier })
    await search('platypusdottir')
    await waitFor(() => rowOf('Wilhelmina Platypusdottir'))
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }))
    await waitFor(() => expect(made).toHaveLength(1))
    expect(made[0]!.type).toContain('spreadsheetml')
    expect(made[0]!.size).toBeGreaterThan(1000)
    createObjectURL.mockRestore()
  })
})
