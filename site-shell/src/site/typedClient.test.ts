import {
  ApiError,
  createPublicClient,
  typedCall,
  findPublicSiteByHost,
  getSitePage,
  type HttpClient,
  type JsonAnswer,
} from '@jaunt/api-client'
import { requestLoginLink } from '@jaunt/api-client/customer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSeededServer, type SeededServer } from '../../../packages/server/src/test/seeded-server'

// The site's calls typed from the API document, against the real seeded API.
type SitePage = JsonAnswer<'getCorePublicPartnerSitesByIdPages'>

let server: SeededServer
let http: HttpClient
beforeAll(async () => {
  server = await startSeededServer()
  http = createPublicClient({ apiBase: server.origin, getLocale: () => 'no' })
}, 120_000)
afterAll(() => server.close())

describe("the site's typed client", () => {
  it("answers the demo site's home page in the visitor's language", async () => {
    const site = await findPublicSiteByHost(http, 'demo.localhost')
    const page: SitePage = await getSitePage(http, site.id, null)
    expect(page.slug).toBe('home')
    expect(page.title).toBe('Fjorder, fjell og nordlys')
  })

  it('lists the menu of the site under the language path', async () => {
    const site = await findPublicSiteByHost(http, 'demo.localhost')
    const menu = await typedCall(http, 'get', '/core/public/partner-sites/{id}/menu-items', {
      params: { path: { id: site.id }, query: { url_prefix: '/no' } },
    })
    const home = menu.data.find((item) => item.title === 'Hjem')
    expect(home).toMatchObject({ is_external: false })
    expect(home?.url.startsWith('/no')).toBe(true)
  })

  it('refuses a login link for a malformed email with a 400 naming the field', async () => {
    const error = await requestLoginLink(http, 'not-an-email', null).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(Object.keys((error as ApiError).errors ?? {})).toContain('email')
  })
})
