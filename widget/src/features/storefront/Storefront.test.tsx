import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { catalogueRoutes } from '../../testing/catalogueFixtures'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, KAYAK, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'

let server: FixtureServer
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-storefront', 'jaunt-cart'))
beforeEach(async () => {
  server = await startFixtureServer(marketplaceRoutes(createMarketplace(), catalogueRoutes()))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

describe('<jaunt-storefront>', () => {
  it('is the whole marketplace: the cart, the search and its results, and the dialogs', async () => {
    const element = await mount('jaunt-storefront', { site: '1', 'api-base': server.origin })
    const store = inside(element)
    expect(await store.findByText('Fjord & Fell Adventures', {}, ui)).toBeTruthy()
    expect(await store.findByText('26 results', {}, ui)).toBeTruthy()
    expect(store.getByRole('search')).toBeTruthy()
    fireEvent.click(store.getByRole('button', { name: 'Cart, 0 items' }))
    expect(await store.findByRole('dialog', { name: 'Your cart' }, ui)).toBeTruthy()
    fireEvent.click(store.getByRole('button', { name: 'Close cart' }))
    await waitFor(() => expect(store.queryByRole('dialog')).toBeNull(), ui)

    fireEvent.click(store.getByRole('button', { name: `See details: ${KAYAK.name}` }))
    expect(await store.findByRole('dialog', { name: KAYAK.name }, ui)).toBeTruthy()
  })

  it('shares its cart with a <jaunt-cart> elsewhere on the page', async () => {
    const header = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    const element = await mount('jaunt-storefront', { site: '1', 'api-base': server.origin })
    await inside(element).findByText('26 results', {}, ui)
    fireEvent.click(inside(header).getByRole('button', { name: 'Cart, 0 items' }))
    expect(await inside(header).findByRole('dialog', { name: 'Your cart' }, ui)).toBeTruthy()
    expect(inside(element).queryByRole('dialog')).toBeNull()
  })
})
