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

beforeAll(() => defineElements('jaunt-product'))
beforeEach(async () => {
  const routes = marketplaceRoutes(createMarketplace())
  server = await startFixtureServer([
    { method: 'GET', path: '/core/public/tours/2', answer: () => ({ status: 200, body: BOAT }) },
    ...routes,
  ])
})
afterEach(async () => {
  document.documentElement.lang = ''
  await resetPage()
  await server.close()
})

async function openRental() {
  const element = await mount('jaunt-product', {
    type: 'rental',
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
