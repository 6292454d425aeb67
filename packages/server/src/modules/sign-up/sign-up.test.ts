import { SIGN_UP_MESSAGES, UserRole } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { signUpDb } from './sign-up.tables.js'

let ctx: TestContext
let termsId: number
let address = 0
// Each test calls from its own address, so the per-address limit only counts what the test means to.
const nextAddress = () => `198.51.100.${++address}`

beforeAll(async () => {
  ctx = await createTestContext()
  const terms = await call<{ id: number }>(ctx, 'GET', '/core/public/user/terms-and-condition/NO')
  termsId = terms.body.id
})
afterAll(() => ctx.close())

const PASSWORD = 'New-pass-42'

const register = (body: Record<string, unknown>, from = nextAddress()) =>
  call(ctx, 'POST', '/core/public/user/registration', {
    from,
    body: {
      name: 'Fjord Kayaks',
      role_id: [UserRole.Supplier],
      country_code: 'no',
      terms_and_condition_id: termsId,
      accept_terms: true,
      ...body,
    },
  })

/** The token in the newest link mailed to an address. */
async function mailedToken(to: string, kind: string) {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const link = /https?:\/\/\S+\/npanel\/set-password\?token=(\S+)/.exec(mail.body_text)
  expect(link).not.toBeNull()
  return link![1]!
}

const verify = (token: string) => call(ctx, 'GET', '/core/public/user/verify-token', { token })
const setPassword = (token: string, password = PASSWORD, confirmation = password) =>
  call(ctx, 'PUT', '/core/public/user/password/update', {
    token,
    from: nextAddress(),
    body: { password, password_confirmation: confirmation },
  })
const login = (email: string, password = PASSWORD) =>
  call(ctx, 'POST', '/nauth/npanel/login', { from: nextAddress(), body: { email, password } })

describe('public sign-up', () => {
  it('lists countries named in the page language', async () => {
    const list = await call<{ data: { code: string; name: string }[] }>(
      ctx,
      'GET',
      '/core/public/user/country-list',
      {
        headers: { 'APP-LOCALE': 'de' },
      },
    )
    expect(list.status).toBe(200)
    expect(list.body.data).toContainEqual({ code: 'DE', name: 'Deutschland' })
  })

  it('signs up a supplier who verifies by mail, sets a password, waits for approval and then logs in', async () => {
    const email = 'signup-journey@example.test'
    const signedUp = await register({ email: ' Signup-Journey@Example.test ' })
    expect(signedUp).toMatchObject({ status: 200, body: { message: SIGN_UP_MESSAGES.registered } })
    const user = await ctx.db
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      role_ids: [UserRole.Supplier],
      approval_status: 1,
      can_login: false,
      country_code: 'NO',
      terms_and_condition_accepted: true,
      accepted_terms_id: termsId,
    })

    const token = await mailedToken(email, 'user-verify-email')
    expect(await verify(token)).toMatchObject({
      status: 200,
      body: { email, name: 'Fjord Kayaks', purpose: 'verify' },
    })
    expect(await setPassword(token)).toMatchObject({
      status: 200,
      body: { message: SIGN_UP_MESSAGES.passwordSet },
    })
    const verified = await signUpDb(ctx.db)
      .selectFrom('app_user')
      .select('email_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(verified.email_verified_at).not.toBeNull()
    // Pending: the password is right but the account may not log in yet.
    expect((await login(email)).status).toBe(403)

    const admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
    const approved = await call(ctx, 'PUT', `/core/v1/admin/user/${user.id}/status`, {
      token: admin,
      body: { status: 2 },
    })
    expect(approved.status).toBe(200)
    expect((await login(email)).status).toBe(200)
  })

  it('refuses a duplicate email, naming the field', async () => {
    const email = 'signup-twice@example.test'
    expect((await register({ email })).status).toBe(200)
    const again = await register({ email, role_id: [UserRole.Partner] })
    expect(again).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'email', message: SIGN_UP_MESSAGES.duplicateEmail }] },
    })
    expect((await register({ email: 'admin@jaunt.test' })).status).toBe(400)
  })

  it('refuses missing terms, an unknown country, no role and outdated terms, naming each field', async () => {
    const bad = await register({
      email: 'signup-bad@example.test',
      name: ' ',
      role_id: [],
      country_code: 'ZZ',
      accept_terms: false,
    })
    expect(bad.status).toBe(400)
    const errors = (bad.body as { errors: { path: string; message: string }[] }).errors
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: SIGN_UP_MESSAGES.nameRequired },
        { path: 'role_id', message: SIGN_UP_MESSAGES.roleRequired },
        { path: 'country_code', message: SIGN_UP_MESSAGES.countryRequired },
        { path: 'accept_terms', message: SIGN_UP_MESSAGES.termsRequired },
      ]),
    )
    const outdated = await register({
      email: 'signup-old-terms@example.test',
      terms_and_condition_id: termsId + 999,
    })
    expect(outdated).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'terms_and_condition_id', message: SIGN_UP_MESSAGES.termsOutdated }] },
    })
  })

  it('refuses a weak password and mismatched confirmation, and keeps the link usable', async () => {
    const email = 'signup-weak@example.test'
    await register({ email })
    const token = await mailedToken(email, 'user-verify-email')
    const weak = await setPassword(token, 'short1')
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({
      errors: [{ path: 'password', message: 'Password must be at least 8 characters.' }],
    })
    const noDigit = await setPassword(token, 'onlyletters')
    expect(noDigit.body).toMatchObject({
      errors: [{ path: 'password', message: 'Password must contain a letter and a digit.' }],
    })
    const differ = await setPassword(token, PASSWORD, 'Other-pass-42')
    expect(differ.body).toMatchObject({
      errors: [{ path: 'password_confirmation', message: SIGN_UP_MESSAGES.passwordsDiffer }],
    })
    expect((await setPassword(token)).status).toBe(200)
  })

  it('refuses a reused, an expired, a superseded and a made-up link', async () => {
    const email = 'signup-links@example.test'
    await register({ email })
    const first = await mailedToken(email, 'user-verify-email')
    // A new link spends the one before it.
    await call(ctx, 'POST', '/core/public/user/send-link', { from: nextAddress(), body: { email } })
    const second = await mailedToken(email, 'user-verify-email')
    expect(second).not.toBe(first)
    expect(await verify(first)).toMatchObject({
      status: 401,
      body: { message: SIGN_UP_MESSAGES.linkExpired },
    })
    expect((await setPassword(first)).status).toBe(401)

    expect((await setPassword(second)).status).toBe(200)
    expect(await setPassword(second, 'Another-pass-7')).toMatchObject({
      status: 401,
      body: { message: SIGN_UP_MESSAGES.linkExpired },
    })
    expect((await verify('made-up')).status).toBe(401)
    expect((await call(ctx, 'GET', '/core/public/user/verify-token')).status).toBe(401)

    await call(ctx, 'POST', '/core/public/user/send-link', { from: nextAddress(), body: { email } })
    const expiring = await mailedToken(email, 'user-password-reset')
    await signUpDb(ctx.db)
      .updateTable('user_link_token')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute()
    expect(await verify(expiring)).toMatchObject({
      status: 401,
      body: { message: SIGN_UP_MESSAGES.linkExpired },
    })
    expect((await setPassword(expiring)).status).toBe(401)
  })

  it('limits sign-ups per address like the other public auth calls', async () => {
    const from = nextAddress()
    let status = 200
    for (let i = 0; i < 70 && status !== 429; i++) {
      status = (
        await call(ctx, 'POST', '/core/public/user/send-link', {
          from,
          body: { email: 'nobody@example.test' },
        })
      ).status
    }
    expect(status).toBe(429)
  })
})

describe('forgotten password', () => {
  it('mails a single-use reset link that sets a new password and ends the old sessions', async () => {
    const email = 'supplier@jaunt.test'
    const session = await loginAs(ctx, email)
    const asked = await call(ctx, 'POST', '/core/public/user/send-link', {
      from: nextAddress(),
      body: { email },
    })
    expect(asked).toMatchObject({ status: 200, body: { message: SIGN_UP_MESSAGES.linkSent } })
    const token = await mailedToken(email, 'user-password-reset')
    expect(await verify(token)).toMatchObject({ status: 200, body: { purpose: 'reset' } })
    expect((await setPassword(token, 'Reset-pass-9')).status).toBe(200)

    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: session.access_token })).status).toBe(
      401,
    )
    const refreshed = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: session.refresh_token },
    })
    expect(refreshed.status).toBe(401)
    expect((await login(email)).status).toBe(401)
    expect((await login(email, 'Reset-pass-9')).status).toBe(200)
    expect((await setPassword(token, 'Again-pass-9')).status).toBe(401)
  })

  it('answers the same for an unknown email and mails nothing', async () => {
    const email = 'no-account@example.test'
    const asked = await call(ctx, 'POST', '/core/public/user/send-link', {
      from: nextAddress(),
      body: { email },
    })
    expect(asked).toMatchObject({ status: 200, body: { message: SIGN_UP_MESSAGES.linkSent } })
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute()
    expect(mails).toEqual([])
  })
})
