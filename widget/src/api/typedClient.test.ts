// @vitest-environment node
import {
  createPublicClient,
  typedCall,
  findPublicSiteByHost,
  getTour,
  type HttpClient,
  type JsonAnswer,
} from '@jaunt/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSeededServer, type SeededServer } from '../../../packages/server/src/test/seeded-server'
import { KAYAK } from '../testing/fixtures'

// The widget's calls typed from the API document, against the real seeded API; and the widget's
// hand-written tour fixture held to the same answer, so the element tests do not drift from it.
type TourDetail = JsonAnswer<'getCorePublicToursById'>

let server: SeededServer
let http: HttpClient
beforeAll(async () => {
  server = await startSeededServer()
  http = createPublicClient({ apiBase: server.origin, getLocale: () => 'en' })
}, 120_000)
afterAll(() => server.close())

describe("the widget's typed client", () => {
  it('finds the demo site by its host and answers its tours with the fields the document names', async () => {
    const site = await findPublicSiteByHost(http, 'demo.localhost')
    expect(site.sub_domain).toBe('demo')
    const catalogue = await typedCall(http, 'post', '/core/public/catalog', {
      params: { query: { site_id: site.id } },
      body: { serviceType: 1 },
    })
    expect(catalogue.data.length).toBeGreaterThan(0)
    const tour: TourDetail = await getTour(http, catalogue.data[0]!.id, { siteId: site.id })
    expect(tour.name).not.toBe('')
    expect(Object.keys(KAYAK).sort()).toEqual(Object.keys(tour).sort())
  })

  it('answers 404 with the server message for a tour that does not exist', async () => {
    await expect(getTour(http, 999_999)).rejects.toMatchObject({ status: 404 })
  })
})
