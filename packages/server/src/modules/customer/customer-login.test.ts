import { CUSTOMER_AREA_MESSAGES } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { hashToken } from '../auth/tokens.js'
import { bookTour, customerToken, mailedToken } from './customer.fixtures.js'
import { customerDb } from './customer.tables.js'
import { TOO_MANY_REQUESTS } from '../../lib/rate-limit/too-many-requests.js'

let ctx: TestContext
const known = 'astrid@example.com'
beforeAll(async () => {
  ctx = await createTestContext()
  await bookTour(ctx, { email: known, fromDay: 30 })
})
afterAll(() => ctx.close())
// Requests made in tests all come from one (unknown) address, which has its own limit.
beforeEach(() => customerDb(ctx.db).deleteFrom('customer_login_request').execute())

const askForLink = (body: object, locale = 'en') =>
  call(ctx, 'POST', '/core/public/customer/login', { body, headers: { 'APP-LOCALE': locale } })
const exchange = (token: string) =>
  call<{ customer_session_token: string; expires_at: string }>(
    ctx,
    'POST',
    '/core/public/customer/login/token',
    {
      body: { token },
    },
  )
const loginMails = (to: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', 'customer-login-link')
    .execute()

describe('POST /core/public/customer/login', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const unknown = await askForLink({ email: 'nobody@example.com' })
    const ofKnown = await askForLink({ email: known })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ message: CUSTOMER_AREA_MESSAGES.linkSent })
    expect(ofKnown.body).toEqual(unknown.body)
    expect(await loginMails('nobody@example.com')).toHaveLength(0)
    const tokens = await customerDb(ctx.db)
      .selectFrom('customer_login_token')
      .select('email')
      .where('email', '=', 'nobody@example.com')
      .execute()
    expect(tokens).toHaveLength(0)
  })

  it('mails one link in the language asked in, to the hosted site, keeping only the token’s hash', async () => {
    const email = 'lena@example.com'
    await bookTour(ctx, { email, fromDay: 31 })
    const demo = await siteId(ctx.db, 'demo')
    expect((await askForLink({ email: ' Lena@Example.com ', site_id: demo }, 'de')).status).toBe(200)
    const mails = await loginMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ locale: 'de', subject: 'Ihr Link zu Ihren Buchungen' })
    const token = await mailedToken(ctx, email)
    expect(mails[0]!.body_text).toContain(
      `http://demo.localhost:8080/de/customer-reservation/login/token?token=${token}`,
    )
    expect(mails[0]!.body_html).toContain(
      `<a href="http://demo.localhost:8080/de/customer-reservation/login/token?token=${token}">`,
    )
    const stored = await customerDb(ctx.db)
      .selectFrom('customer_login_token')
      .select(['token_hash', 'expires_at', 'created_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).toBe(hashToken(token))
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(60 * 60 * 1000)
  })

  it('links to the marketplace itself without a site', async () => {
    await askForLink({ email: known })
    const mail = (await loginMails(known)).at(-1)!
    expect(mail.body_text).toMatch(
      /http:\/\/localhost:8080\/en\/customer-reservation\/login\/token\?token=[\w-]{43}/,
    )
  })

  it('asks for a valid email', async () => {
    const response = await askForLink({ email: 'not-an-email' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('email: Please enter valid email.')
  })

  it('stops after five requests for one email, and after twenty from one address', async () => {
    for (let i = 0; i < 5; i++) expect((await askForLink({ email: 'someone@example.com' })).status).toBe(200)
    const sixth = await askForLink({ email: 'someone@example.com' })
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toBe(TOO_MANY_REQUESTS.en)
    expect(sixth.headers.get('Retry-After')).toBe('900')
    for (let i = 0; i < 15; i++)
      expect((await askForLink({ email: `guest${i}@example.com` })).status).toBe(200)
    expect((await askForLink({ email: 'another@example.com' })).status).toBe(429)
  })
})

describe('POST /core/public/customer/login/token', () => {
  it('opens a 24-hour session once; the same link a second time is refused', async () => {
    await askForLink({ email: known })
    const token = await mailedToken(ctx, known)
    const first = await exchange(token)
    expect(first.status).toBe(200)
    expect(first.body.customer_session_token).toMatch(/^[\w-]{43}$/)
    const hours = (Date.parse(first.body.expires_at) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    const list = await call(ctx, 'POST', '/core/v1/customer/reservation-list', {
      token: first.body.customer_session_token,
      body: { tab: 'upcoming' },
    })
    expect(list.status).toBe(200)
    const second = await exchange(token)
    expect(second.status).toBe(401)
    expect(second.body).toEqual({ message: CUSTOMER_AREA_MESSAGES.linkExpired })
  })

  it('refuses a link after its hour, and an unknown token', async () => {
    await askForLink({ email: known })
    const token = await mailedToken(ctx, known)
    await customerDb(ctx.db)
      .updateTable('customer_login_token')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(token))
      .execute()
    expect((await exchange(token)).body).toEqual({ message: CUSTOMER_AREA_MESSAGES.linkExpired })
    expect((await exchange('made-up-token')).status).toBe(401)
  })

  it('ends the session after 24 hours', async () => {
    const session = await customerToken(ctx, known)
    await customerDb(ctx.db)
      .updateTable('customer_session')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(session))
      .execute()
    const list = await call(ctx, 'POST', '/core/v1/customer/reservation-list', {
      token: session,
      body: { tab: 'upcoming' },
    })
    expect(list.status).toBe(401)
  })
})

describe('customer and back-office tokens are not interchangeable', () => {
  it('refuses customer calls without a token, with a bad one and with a back-office token', async () => {
    const { access_token } = await loginAs(ctx, 'admin@jaunt.test')
    for (const token of [undefined, 'garbage', access_token]) {
      const response = await call(ctx, 'POST', '/core/v1/customer/reservation-list', {
        ...(token ? { token } : {}),
        body: { tab: 'upcoming' },
      })
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ message: 'Unauthenticated' })
    }
  })

  it('refuses a customer token on back-office calls', async () => {
    const session = await customerToken(ctx, known)
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: session })).status).toBe(401)
  })
})
