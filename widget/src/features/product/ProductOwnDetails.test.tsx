import { fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, KAYAK, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'

let server: FixtureServer
const ui = { timeout: 4000 }

// The kayak, served as a rental with the fields the admin gave it.
const BOAT = {
  ...KAYAK,
  service_type: 6,
  details: {
    kind: 'rental',
    pick_up_point: 'Bootshaus an der Aker Brygge',
    return_point: 'Bootshaus an der Aker Brygge',
    deposit_amount: 1500,
    min_renter_age: 18,
    licence_required: true,
  },
}

let served: object = BOAT

beforeAll(() => defineElements('jaunt-product'))
beforeEach(async () => {
  served = BOAT
  const routes = marketplaceRoutes(createMarketplace())
  server = await startFixtureServer([
    { method: 'GET', path: '/core/public/tours/2', answer: () => ({ status: 200, body: served }) },
    ...routes,
  ])
})
afterEach(async () => {
  document.documentElement.lang = ''
  await resetPage()
  await server.close()
})

async function openRental(type = 'rental') {
  const element = await mount('jaunt-product', {
    type,
    'product-id': '2',
    site: '1',
    'api-base': server.origin,
  })
  const product = inside(element)
  fireEvent.click(await product.findByRole('button', { name: /Book now|Jetzt buchen/ }, ui))
  await product.findByRole('dialog', {}, ui)
  return product
}

describe("a rental's own fields on its product page", () => {
  it('shows where it is picked up, the deposit, the age and the licence', async () => {
    const dialog = await openRental()
    expect(await dialog.findByText('Pick-up point', {}, ui)).toBeTruthy()
    expect(dialog.getAllByText('Bootshaus an der Aker Brygge')).toHaveLength(2)
    expect(dialog.getByText('Renters must be at least 18 years old')).toBeTruthy()
    expect(dialog.getByText('A valid licence is required')).toBeTruthy()
    expect(dialog.getByText('Deposit')).toBeTruthy()
  })

  it("labels them in the guest's language", async () => {
    document.documentElement.lang = 'de-DE'
    const dialog = await openRental()
    expect(await dialog.findByText('Abholort', {}, ui)).toBeTruthy()
    expect(dialog.getByText('Rückgabeort')).toBeTruthy()
    expect(dialog.getByText('Mieter müssen mindestens 18 Jahre alt sein')).toBeTruthy()
  })
})

describe("an attraction's opening hours", () => {
  it('lists every weekday, the days without hours closed, and the last entry', async () => {
    served = {
      ...KAYAK,
      service_type: 4,
      details: {
        kind: 'attraction',
        opening_hours: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
        last_entry: '16:30',
      },
    }
    const page = await openRental('attraction')
    expect(await page.findByText('Opening hours', {}, ui)).toBeTruthy()
    expect(page.getByText('Monday').nextSibling?.textContent).toBe('09:00–17:00')
    expect(page.getByText('Sunday').nextSibling?.textContent).toBe('Closed')
    expect(page.getByText('Last entry').nextSibling?.textContent).toBe('16:30')
  })

  it('says nothing of hours an attraction was never given', async () => {
    served = {
      ...KAYAK,
      service_type: 4,
      details: { kind: 'attraction', opening_hours: [], last_entry: null },
    }
    const page = await openRental('attraction')
    await page.findByText('Meeting point', {}, ui)
    expect(page.queryByText('Opening hours')).toBeNull()
    expect(page.queryByText('Closed')).toBeNull()
  })
})
