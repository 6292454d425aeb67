import { catalogueResultSchema, searchBoxResultSchema } from '@jaunt/domain'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { catalogueRoutes, searchBoxFixture, searchFixtureCatalogue } from '../../testing/catalogueFixtures'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, KAYAK, marketplaceRoutes } from '../../testing/fixtures'
import { defineElements, inside, mount, recordEvents, resetPage, typeInto } from '../../testing/page'

let server: FixtureServer
let failing = false
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-search'))

beforeEach(async () => {
  failing = false
  server = await startFixtureServer(
    marketplaceRoutes(createMarketplace(), catalogueRoutes({ failSearch: () => failing })),
  )
})

afterEach(async () => {
  await resetPage()
  await server.close()
})

async function openSearch() {
  const element = await mount('jaunt-search', { site: '1', 'api-base': server.origin })
  const search = inside(element)
  await search.findByText('26 results', {}, ui)
  return search
}

const lastSearch = () => server.requests('POST', '/core/public/catalog').at(-1)?.body

describe('<jaunt-search>', () => {
  it('uses fixtures the domain schemas accept', () => {
    expect(catalogueResultSchema.parse(searchFixtureCatalogue({}))).toBeTruthy()
    expect(searchBoxResultSchema.parse(searchBoxFixture('fj'))).toBeTruthy()
  })

  it('shows the first page of 12 for the site, and pages through the rest', async () => {
    const search = await openSearch()
    expect(search.getAllByRole('article')).toHaveLength(12)
    expect(lastSearch()).toEqual({ page: 1, limit: 12, site_id: 1 })
    fireEvent.click(search.getByRole('button', { name: 'Next' }))
    await search.findByText('Page 2 of 3', {}, ui)
    await waitFor(() => expect(lastSearch()).toMatchObject({ page: 2 }), ui)
  })

  it('heads the results with their count, above the cards, without skipping a level', async () => {
    const search = await openSearch()
    const levels = search
      .getAllByRole('heading')
      .map((heading) => `${heading.localName} ${heading.textContent ?? ''}`)
    expect(levels[0]).toBe('h2 26 results')
    expect(levels.slice(1)).toHaveLength(12)
    expect(levels.slice(1).every((level) => level.startsWith('h3 '))).toBe(true)
    expect(search.getByRole('group', { name: 'Type' })).toBeTruthy()
  })

  it('suggests up to five products and the places while typing, and a place filters the results', async () => {
    const search = await openSearch()
    typeInto(search.getByRole('combobox', { name: 'Search activities, stays and places' }), 'fl')
    const list = await search.findByRole('listbox', {}, ui)
    await waitFor(() => expect(search.getAllByRole('option').length).toBeGreaterThan(0), ui)
    expect(list.textContent).toContain('Flåm')
    fireEvent.keyDown(search.getByRole('combobox', { name: 'Search activities, stays and places' }), {
      key: 'ArrowDown',
    })
    const options = search.getAllByRole('option')
    const place = options.findIndex((option) => option.textContent?.includes('to book'))
    fireEvent.click(options[place] as HTMLElement)
    await waitFor(() => expect(lastSearch()).toMatchObject({ location_id: 3 }), ui)
    expect(server.requests('POST', '/core/public/search-box/search').at(-1)?.body).toEqual({
      query: 'fl',
      site_id: 1,
      limit: 5,
    })
  })

  it('narrows by type, category and rating with counts, and by price only with both bounds', async () => {
    const events = recordEvents('jaunt:search')
    const search = await openSearch()
    fireEvent.click(search.getByRole('button', { name: 'Hotels 1' }))
    await search.findByText('1 result', {}, ui)
    expect(lastSearch()).toMatchObject({ serviceType: 3 })

    fireEvent.click(search.getByRole('button', { name: 'All' }))
    await search.findByText('26 results', {}, ui)
    typeInto(search.getByLabelText('From'), '500')
    fireEvent.click(search.getByRole('button', { name: 'Apply' }))
    expect(
      await search.findByText('Give both a lowest and a highest price to filter by price.', {}, ui),
    ).toBeTruthy()
    expect(lastSearch()).not.toHaveProperty('priceRange')
    typeInto(search.getByLabelText('To'), '1000')
    fireEvent.click(search.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(lastSearch()).toMatchObject({ priceRange: [500, 1000] }), ui)
    await search.findByText('13 results', {}, ui)

    fireEvent.click(search.getByRole('button', { name: /^On the water/ }))
    await waitFor(() => expect(lastSearch()).toMatchObject({ categories: [2], priceRange: [500, 1000] }), ui)
    expect(events.named('jaunt:search').at(-1)?.detail).toMatchObject({
      site_id: 1,
      filters: { categories: [2] },
      search_state: 'category=2&price=500-1000&currency=NOK',
    })
    events.stop()
  })

  it('filters by price in one currency, which the guest sees and can change', async () => {
    const search = await openSearch()
    const price = search.getByRole('group', { name: 'Price (NOK)' })
    typeInto(search.getByLabelText('From'), '100')
    typeInto(search.getByLabelText('To'), '200')
    fireEvent.click(within(price).getByRole('button', { name: 'EUR' }))
    expect(search.getByRole('group', { name: 'Price (EUR)' })).toBe(price)
    fireEvent.click(search.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(lastSearch()).toMatchObject({ priceRange: [100, 200], currency: 'EUR' }), ui)
    await search.findByText('1 result', {}, ui)
    expect(search.getByRole('heading', { level: 3 }).textContent).toBe('Elvebredd tasting menu')
  })

  it('opens the search its search attribute names, and follows the page back and forward', async () => {
    const events = recordEvents('jaunt:search')
    const element = await mount('jaunt-search', {
      site: '1',
      'api-base': server.origin,
      search: 'query=kayak&type=activities&price=500-1000',
    })
    const search = inside(element)
    await waitFor(
      () =>
        expect(lastSearch()).toEqual({
          query: 'kayak',
          serviceType: 1,
          priceRange: [500, 1000],
          page: 1,
          limit: 12,
          site_id: 1,
        }),
      ui,
    )
    const box = search.getByRole('combobox', {
      name: 'Search activities, stays and places',
    }) as HTMLInputElement
    expect(box.value).toBe('kayak')
    expect(events.named('jaunt:search')).toEqual([])

    // Back: the page gives the earlier search; the results follow, and the page is told of it.
    element.setAttribute('search', 'type=hotels')
    await waitFor(() => expect(lastSearch()).toEqual({ serviceType: 3, page: 1, limit: 12, site_id: 1 }), ui)
    await search.findByRole('heading', { level: 3, name: 'Fjordgløtt Guesthouse' }, ui)
    expect(box.value).toBe('')
    await waitFor(
      () =>
        expect(events.named('jaunt:search').at(-1)?.detail).toMatchObject({ search_state: 'type=hotels' }),
      ui,
    )
    events.stop()
  })

  it('opens narrowed to the type its service-type attribute names, as if its chip were pressed', async () => {
    const events = recordEvents('jaunt:search')
    const element = await mount('jaunt-search', {
      site: '1',
      'api-base': server.origin,
      'service-type': 'hotels',
    })
    const search = inside(element)
    await search.findByText('1 result', {}, ui)
    expect(server.requests('POST', '/core/public/catalog').map((request) => request.body)).toEqual([
      { serviceType: 3, page: 1, limit: 12, site_id: 1 },
    ])
    expect(search.getByRole('button', { name: 'Hotels 1' }).getAttribute('aria-pressed')).toBe('true')
    expect(search.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
    expect(events.named('jaunt:search')).toEqual([])

    fireEvent.click(search.getByRole('button', { name: 'All' }))
    await search.findByText('26 results', {}, ui)
    expect(lastSearch()).toEqual({ page: 1, limit: 12, site_id: 1 })
    events.stop()
  })

  it('searches everything when service-type names no type', async () => {
    const element = await mount('jaunt-search', {
      site: '1',
      'api-base': server.origin,
      'service-type': 'flights',
    })
    await inside(element).findByText('26 results', {}, ui)
    expect(lastSearch()).toEqual({ page: 1, limit: 12, site_id: 1 })
  })

  it('says when nothing matches and clears the search', async () => {
    const search = await openSearch()
    typeInto(search.getByRole('combobox', { name: 'Search activities, stays and places' }), 'zzz')
    fireEvent.click(search.getByRole('button', { name: 'Search' }))
    expect(await search.findByText('Nothing matches your search.', {}, ui)).toBeTruthy()
    fireEvent.click(search.getByRole('button', { name: 'Clear the search' }))
    await search.findByText('26 results', {}, ui)
  })

  it('shows the server message when the search fails, and tries again', async () => {
    failing = true
    const element = await mount('jaunt-search', { site: '1', 'api-base': server.origin })
    const search = inside(element)
    expect((await search.findByRole('alert', {}, ui)).textContent).toBe('Failed to fetch results from query!')
    failing = false
    fireEvent.click(search.getByRole('button', { name: 'Try again' }))
    await search.findByText('26 results', {}, ui)
  })

  it('opens the booking dialog of the result clicked', async () => {
    const search = await openSearch()
    fireEvent.click(search.getByRole('button', { name: `See details: ${KAYAK.name}` }))
    expect(await search.findByRole('dialog', { name: KAYAK.name }, ui)).toBeTruthy()
  })
})
