import { packageDetailSchema, packageSlotSchema } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, marketplaceRoutes, type Marketplace } from '../../testing/fixtures'
import { findDay } from '../../testing/calendar'
import { defineElements, inside, mount, resetPage } from '../../testing/page'
import { FLAM_WEEKEND, weekendSlots } from '../../testing/stayFixtures'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-product'))
beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

describe('the package dialog', () => {
  it('uses fixtures the domain schemas accept', () => {
    expect(packageDetailSchema.parse(FLAM_WEEKEND)).toBeTruthy()
    for (const slot of weekendSlots()) expect(packageSlotSchema.parse(slot)).toBeTruthy()
  })

  it('goes through guests and rooms, a start date and the server price, and adds a package item', async () => {
    const element = await mount('jaunt-product', {
      type: 'package',
      'product-id': '43',
      site: '1',
      'api-base': server.origin,
      mode: 'inline',
    })
    const pkg = inside(element)
    await pkg.findByRole('heading', { name: FLAM_WEEKEND.name }, ui)
    expect(pkg.getByText('Flåm Fjordside Hotel')).toBeTruthy()
    expect(pkg.getByRole('listitem', { current: 'step' }).textContent).toContain('Guests')

    fireEvent.click(pkg.getByRole('button', { name: 'More rooms' }))
    fireEvent.click(pkg.getByRole('button', { name: 'More children in room 2' }))
    fireEvent.click(pkg.getByRole('button', { name: 'Continue' }))

    const start = addDays(localToday(), 1)
    await findDay(pkg, addDays(localToday(), 2), /Sold out/)
    fireEvent.click(await findDay(pkg, start))
    expect(await pkg.findByText('NOK 3,490.00 per adult, NOK 1,490.00 per child', {}, ui)).toBeTruthy()
    fireEvent.click(pkg.getByRole('button', { name: 'Continue' }))

    const add = pkg.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement
    await waitFor(() => expect(add.disabled).toBe(false), ui)
    expect(pkg.getByText('3 Adults, 1 Child · 2 rooms')).toBeTruthy()
    expect(server.requests('POST', '/availability/public/packaging/slot/availability').at(-1)?.body).toEqual({
      package_id: 43,
      date: start,
      adult: 3,
      child: 1,
      rooms: [
        { adult: 2, child: 0 },
        { adult: 1, child: 1 },
      ],
    })
    expect(element.shadowRoot?.querySelector('footer')?.textContent?.replace(/\s+/g, ' ')).toContain(
      'NOK 11,960.00',
    )

    fireEvent.click(add)
    await waitFor(() => expect(market.cart?.reserved_package).toHaveLength(1), ui)
    expect(server.requests('POST', '/gateway/booking/public/cart-reservation').at(-1)?.body).toEqual([
      {
        cart_type: 'package',
        package_id: 43,
        date: start,
        adult: 3,
        child: 1,
        rooms: [
          { adult: 2, child: 0 },
          { adult: 1, child: 1 },
        ],
      },
    ])
  })

  it('only shows the package in read-only mode', async () => {
    const element = await mount('jaunt-product', {
      type: 'package',
      'product-id': '43',
      site: '1',
      'api-base': server.origin,
      mode: 'inline',
      'read-only': 'true',
    })
    const pkg = inside(element)
    await pkg.findByRole('heading', { name: FLAM_WEEKEND.name }, ui)
    expect(pkg.getByText('2 nights')).toBeTruthy()
    expect(pkg.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(pkg.queryByRole('button', { name: 'Add to cart' })).toBeNull()
  })
})
