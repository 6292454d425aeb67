import { act } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../testing/fixtureServer'
import { createMarketplace, marketplaceRoutes } from '../testing/fixtures'
import { defineElements, inside, resetPage } from '../testing/page'

// The partner's page is served from an origin of its own, which answers nothing of the API: an
// element that asks it anything has drawn before the script gave it its api-base.
let page: FixtureServer
let api: FixtureServer
const pageUrl = location.href
// happy-dom's own handle on the window, to move the page to another origin.
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM

beforeAll(async () => {
  await defineElements('jaunt-cart', 'jaunt-product')
  page = await startFixtureServer([])
  api = await startFixtureServer(marketplaceRoutes(createMarketplace()))
  happyDOM.setURL(`${page.origin}/partner-page.html`)
})

afterEach(async () => {
  await resetPage()
  page.received.length = 0
  vi.restoreAllMocks()
})

afterAll(async () => {
  happyDOM.setURL(pageUrl)
  await Promise.all([page.close(), api.close()])
})

it.each([
  ['jaunt-cart', { site: '1', 'api-base': '' }, /^Cart/],
  ['jaunt-product', { site: '1', type: 'activity', 'product-id': '2', 'api-base': '' }, /^Book now/],
])(
  '<%s> built by a script, site first and api-base last, asks only that api-base',
  async (tag, attributes, shows) => {
    const warn = vi.spyOn(console, 'warn')
    const element = document.createElement(tag)
    await act(async () => {
      for (const [name, value] of Object.entries(attributes)) {
        element.setAttribute(name, name === 'api-base' ? api.origin : value)
      }
      document.body.append(element)
    })
    await inside(element).findByRole('button', { name: shows }, { timeout: 4000 })
    expect(page.received.map((request) => request.path)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  },
)

it('asks the api-base a script gives after putting the element on the page', async () => {
  const element = document.createElement('jaunt-cart')
  await act(async () => {
    document.body.append(element)
    element.setAttribute('site', '1')
    element.setAttribute('api-base', api.origin)
  })
  await inside(element).findByRole('button', { name: /^Cart/ }, { timeout: 4000 })
  expect(page.received.map((request) => request.path)).toEqual([])
})
