import { fireEvent, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, KAYAK, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'

let server: FixtureServer

beforeAll(() => defineElements('jaunt-product'))
beforeEach(async () => {
  server = await startFixtureServer(marketplaceRoutes(createMarketplace()))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

const ui = { timeout: 4000 }

describe('what the supplier set on the activity’s settings pages, on its page', () => {
  it('shows the custom sections after the description, the features and the recommended products', async () => {
    const product = await mount('jaunt-product', {
      type: 'activity',
      'product-id': '2',
      site: '1',
      'api-base': server.origin,
    })
    const page = inside(product)
    fireEvent.click(await page.findByRole('button', { name: /Book now/ }, ui))
    const dialog = within(await page.findByRole('dialog', { name: KAYAK.name }, ui))

    // The sections, features and recommendations come with the product's details, after the dialog opens.
    const section = await dialog.findByRole('region', { name: 'What to bring' }, ui)
    expect(section.querySelector('strong')?.textContent).toBe('dry shoes')
    const description = dialog.getByText(KAYAK.description)
    expect(description.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    expect(
      within(await dialog.findByRole('region', { name: 'Features' }, ui)).getByText('Equipment included'),
    ).toBeTruthy()
    const liked = within(await dialog.findByRole('region', { name: 'You may also like' }, ui))
    expect(liked.getByText('Flåm Railway round trip')).toBeTruthy()
    expect(liked.getByRole('button', { name: /View details/ })).toBeTruthy()
  })
})
