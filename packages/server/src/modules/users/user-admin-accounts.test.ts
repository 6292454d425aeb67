import { Policy, USER_ADMIN_MESSAGES, UserRole } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let address = 0
const nextAddress = () => `192.0.2.${++address}`

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const PASSWORD = 'Made-by-admin-1'

async function mailed(to: string, kind: string) {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select('body_text')
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { text: mail.body_text, token: /set-password\?token=(\S+)/.exec(mail.body_text)![1]! }
}

const setPassword = (token: string) =>
  call(ctx, 'PUT', '/core/public/user/password/update', {
    token,
    from: nextAddress(),
    body: { password: PASSWORD, password_confirmation: PASSWORD },
  })

const create = (body: Record<string, unknown>, token = admin) =>
  call<{ id: number; status: number; policies: string[] }>(ctx, 'POST', '/core/v1/user/registration', {
    token,
    body: {
      name: 'Fjell Tours',
      country_code: 'no',
      user_currency_type: 'nok',
      role_id: [UserRole.Supplier],
      ...body,
    },
  })

describe('accounts the admin makes (user/-1)', () => {
  it('makes an active supplier with policies, who sets a password from the invitation and logs in', async () => {
    const made = await create({ email: 'Fjell@Example.test', policies: [Policy.ACTIVITY_MODULE] })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ status: 2, policies: [Policy.ACTIVITY_MODULE] })
    const invitation = await mailed('fjell@example.test', 'user-invitation')
    expect(invitation.text).toContain('Ada Admin made you an account')
    expect((await setPassword(invitation.token)).status).toBe(200)
    const login = await call(ctx, 'POST', '/nauth/npanel/login', {
      from: nextAddress(),
      body: { email: 'fjell@example.test', password: PASSWORD },
    })
    expect(login.status).toBe(200)
  })

  it('names the fields of bad input and a taken email', async () => {
    const bad = await create({ email: 'not-an-email', role_id: [], country_code: 'Norway' })
    expect(bad.status).toBe(400)
    const paths = (bad.body as unknown as { errors: { path: string }[] }).errors.map((error) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['email', 'role_id', 'country_code']))
    const taken = await create({ email: 'supplier@jaunt.test' })
    expect(taken.status).toBe(400)
    expect(taken.body).toMatchObject({
      errors: [{ path: 'email', message: USER_ADMIN_MESSAGES.duplicateEmail }],
    })
  })

  it('is for admins only', async () => {
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await create({ email: 'sneaky@example.test' }, partner)).status).toBe(403)
    const supplier = await ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'supplier@jaunt.test')
      .executeTakeFirstOrThrow()
    const reset = await call(ctx, 'POST', `/core/v1/admin/user/${supplier.id}/password-reset`, {
      token: partner,
    })
    expect(reset.status).toBe(403)
  })
})

describe('the admin’s password reset', () => {
  it('mails the user a reset link that sets a new password and ends their sessions', async () => {
    const made = await create({ email: 'forgetful@example.test' })
    await setPassword((await mailed('forgetful@example.test', 'user-invitation')).token)
    const session = await call<{ access_token: string }>(ctx, 'POST', '/nauth/npanel/login', {
      from: nextAddress(),
      body: { email: 'forgetful@example.test', password: PASSWORD },
    })

    const sent = await call(ctx, 'POST', `/core/v1/admin/user/${made.body.id}/password-reset`, {
      token: admin,
    })
    expect(sent.status).toBe(200)
    const reset = await mailed('forgetful@example.test', 'user-password-reset')
    expect((await setPassword(reset.token)).status).toBe(200)
    const after = await call(ctx, 'GET', '/core/v1/current/user', { token: session.body.access_token })
    expect(after.status).toBe(401)

    const missing = await call(ctx, 'POST', '/core/v1/admin/user/999999/password-reset', { token: admin })
    expect(missing.status).toBe(404)
  })
})
