import { ApiError, dataOf, type components } from '@jaunt/api-client'
import { createAdminSession, createMemoryTokenStore, getCurrentUser } from '@jaunt/api-client/admin'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, realApi } from '../test/realApi'

// The back office's calls typed from the API document, against the real seeded API.
type TourListRow = components['schemas']['TourListRow']

async function loggedIn(email: string) {
  const tokens = createMemoryTokenStore()
  const session = createAdminSession({ apiBase: realApi().origin, getLocale: () => 'en', tokens })
  await session.login({ email, password: DEMO_PASSWORD })
  return { session, tokens }
}

describe("the back office's typed client", () => {
  it("lists the supplier's tours as the document's TourListRow", async () => {
    const { session } = await loggedIn('supplier@jaunt.test')
    const page = await dataOf(session.api.POST('/core/v1/tour-listing', { body: { item_per_page: 50 } }))
    const rows: TourListRow[] = page.data
    expect(page.total).toBe(rows.length)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.name).not.toBe('')
      expect([1, 2, 3, 4]).toContain(row.status)
    }
  })

  it('renews a refused access token once and answers the current user', async () => {
    const { session, tokens } = await loggedIn('partner@jaunt.test')
    const refresh = tokens.getRefreshToken()!
    tokens.setTokens({ access_token: 'no-longer-valid', refresh_token: refresh })
    const user = await getCurrentUser(session.client)
    expect(user.email.email).toBe('partner@jaunt.test')
    expect(tokens.getAccessToken()).not.toBe('no-longer-valid')
    expect(tokens.getRefreshToken()).not.toBe(refresh)
  })

  it('refuses a profile without a name with a 400 naming the field', async () => {
    const { session } = await loggedIn('partner@jaunt.test')
    const body = { name: '', country_code: 'NO', user_currency_type: 'NOK' }
    const error = await dataOf(session.api.PUT('/core/v1/user/profile', { body })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(Object.keys((error as ApiError).errors ?? {})).toContain('name')
  })
})
