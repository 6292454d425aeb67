import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { TOO_MANY_REQUESTS } from '../../lib/rate-limit/too-many-requests.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('POST /nauth/npanel/login', () => {
  it('answers a token pair for the right password, whatever the email case', async () => {
    const response = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: '  Partner@Jaunt.TEST ', password: 'Demo-pass-1' },
    })
    expect(response.status).toBe(200)
    expect(response.body.access_token).toEqual(expect.any(String))
    expect(response.body.refresh_token).toEqual(expect.any(String))
  })

  it('puts sub and roles in the access token payload', async () => {
    const { access_token } = await loginAs(ctx, 'both@jaunt.test')
    const payload = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString())
    expect(payload.sub).toMatch(/^\d+$/)
    expect(payload.roles).toEqual([2, 3])
  })

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'supplier@jaunt.test', password: 'not-it-1' },
    })
    const unknown = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'nobody@jaunt.test', password: 'Demo-pass-1' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ message: 'Invalid email or password' })
    expect(unknown.body).toEqual(wrong.body)
  })

  const tryLogin = (email: string, password: string, from: string) =>
    call(ctx, 'POST', '/nauth/npanel/login', { body: { email, password }, from })
  // Moves every recorded attempt a minute into the past, so a test need not wait out a backoff.
  const aMinuteLater = () =>
    sql`update login_attempt set created_at = created_at - interval '1 minute'`.execute(ctx.db)

  it('slows down wrong passwords from one address with a growing wait', async () => {
    const stranger = '203.0.113.66'
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await tryLogin('supplier@jaunt.test', 'wrong-guess-1', stranger)).status).toBe(401)
    const tooSoon = await tryLogin('supplier@jaunt.test', 'wrong-guess-1', stranger)
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.message).toBe(TOO_MANY_REQUESTS.en)
    expect(Number(tooSoon.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(Number(tooSoon.headers.get('Retry-After'))).toBeLessThanOrEqual(2)
    await aMinuteLater()
    expect((await tryLogin('supplier@jaunt.test', 'wrong-guess-1', stranger)).status).toBe(401)
  })

  it('locks one address out of an account after five failures, never the owner at another address', async () => {
    const stranger = '203.0.113.77'
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await tryLogin('partner2@jaunt.test', 'wrong-guess-1', stranger)).status).toBe(401)
      await aMinuteLater()
    }
    const blocked = await tryLogin('partner2@jaunt.test', 'Demo-pass-1', stranger)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(60)
    // The owner, at their own address, logs in as usual.
    expect((await tryLogin('partner2@jaunt.test', 'Demo-pass-1', '198.51.100.7')).status).toBe(200)
    // The locked address may still log in to another account.
    expect((await tryLogin('admin@jaunt.test', 'Demo-pass-1', stranger)).status).toBe(200)
  })

  it('refuses a user who may not log in', async () => {
    await ctx.db
      .updateTable('app_user')
      .set({ can_login: false })
      .where('email', '=', 'supplier@jaunt.test')
      .execute()
    const response = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'supplier@jaunt.test', password: 'Demo-pass-1' },
    })
    await ctx.db
      .updateTable('app_user')
      .set({ can_login: true })
      .where('email', '=', 'supplier@jaunt.test')
      .execute()
    expect(response.status).toBe(403)
    expect(response.body.message).toBe('This account is not allowed to log in.')
  })

  it('tells an applicant that their account waits for approval, or was not approved, in their language', async () => {
    const pending = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'pending-supplier@jaunt.test', password: 'Demo-pass-1' },
    })
    expect(pending.status).toBe(403)
    expect(pending.body.message).toBe(
      'Your account is waiting for approval. We will mail you as soon as the marketplace team has reviewed it.',
    )
    const inGerman = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'pending-supplier@jaunt.test', password: 'Demo-pass-1' },
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(inGerman.body.message).toMatch(/^Ihr Konto wartet auf Freigabe\./)

    await ctx.db
      .updateTable('app_user')
      .set({ approval_status: 3 })
      .where('email', '=', 'pending-supplier@jaunt.test')
      .execute()
    const rejected = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'pending-supplier@jaunt.test', password: 'Demo-pass-1' },
    })
    expect(rejected.status).toBe(403)
    expect(rejected.body.message).toMatch(/^Your sign-up was not approved\./)
  })
})

describe('POST /nauth/npanel/refresh_token', () => {
  it('rotates: the new pair works and the old refresh token does not', async () => {
    const first = await loginAs(ctx, 'admin@jaunt.test')
    const second = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first.refresh_token)
    // Even within the same second, the new access token is another token than the one it replaces.
    expect(second.body.access_token).not.toBe(first.access_token)
    const me = await call(ctx, 'GET', '/core/v1/current/user', { token: second.body.access_token as string })
    expect(me.status).toBe(200)
  })

  it('treats a reused refresh token as theft and ends the whole session', async () => {
    const first = await loginAs(ctx, 'partner@jaunt.test')
    const rotated = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(rotated.status).toBe(200)
    const replay = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toBe('Unauthenticated')
    // The legitimate holder's newer token is revoked with the family.
    const newer = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: rotated.body.refresh_token },
    })
    expect(newer.status).toBe(401)
    // Another session of the same user is untouched.
    const other = await loginAs(ctx, 'partner@jaunt.test')
    const otherRefresh = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: other.refresh_token },
    })
    expect(otherRefresh.status).toBe(200)
  })

  it('refuses a forged or garbage token', async () => {
    const { refresh_token } = await loginAs(ctx, 'admin@jaunt.test')
    const [header, payload] = refresh_token.split('.')
    const forged = `${header}.${payload}.c2lnbmF0dXJl`
    expect(
      (await call(ctx, 'POST', '/nauth/npanel/refresh_token', { body: { refresh_token: forged } })).status,
    ).toBe(401)
    expect(
      (await call(ctx, 'POST', '/nauth/npanel/refresh_token', { body: { refresh_token: 'abc' } })).status,
    ).toBe(401)
  })

  it('does not accept an access token as a refresh token', async () => {
    const { access_token } = await loginAs(ctx, 'admin@jaunt.test')
    const response = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: access_token },
    })
    expect(response.status).toBe(401)
  })
})

describe('POST /nauth/npanel/logout', () => {
  it('ends the access token at once, not when it expires', async () => {
    const { access_token, refresh_token } = await loginAs(ctx, 'operator@jaunt.test')
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: access_token })).status).toBe(200)
    await call(ctx, 'POST', '/nauth/npanel/logout', { body: { refresh_token } })
    const after = await call(ctx, 'GET', '/core/v1/current/user', { token: access_token })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Unauthenticated')
    // Logging in again gives a token that works.
    const again = await loginAs(ctx, 'operator@jaunt.test')
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: again.access_token })).status).toBe(200)
  })

  it('leaves another session able to carry on through its refresh token', async () => {
    const laptop = await loginAs(ctx, 'both@jaunt.test')
    const phone = await loginAs(ctx, 'both@jaunt.test')
    await call(ctx, 'POST', '/nauth/npanel/logout', { body: { refresh_token: laptop.refresh_token } })
    const refreshed = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: phone.refresh_token },
    })
    expect(refreshed.status).toBe(200)
    const me = await call(ctx, 'GET', '/core/v1/current/user', {
      token: refreshed.body.access_token as string,
    })
    expect(me.status).toBe(200)
  })

  it('revokes the refresh token so it cannot be refreshed again', async () => {
    const { refresh_token } = await loginAs(ctx, 'supplier@jaunt.test')
    const logout = await call(ctx, 'POST', '/nauth/npanel/logout', { body: { refresh_token } })
    expect(logout.status).toBe(200)
    const refresh = await call(ctx, 'POST', '/nauth/npanel/refresh_token', { body: { refresh_token } })
    expect(refresh.status).toBe(401)
  })
})
