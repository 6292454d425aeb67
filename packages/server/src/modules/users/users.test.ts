import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Policy, UserRole } from '@jaunt/domain'
import { CHANGE_PASSWORD_FIRST } from '../../lib/password-change-gate.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function currentUser(email: string) {
  const { access_token } = await loginAs(ctx, email)
  return call(ctx, 'GET', '/core/v1/current/user', { token: access_token })
}

describe('GET /core/v1/current/user', () => {
  it.each([
    ['admin@jaunt.test', [UserRole.Admin]],
    ['partner@jaunt.test', [UserRole.Partner]],
    ['partner2@jaunt.test', [UserRole.Partner]],
    ['supplier@jaunt.test', [UserRole.Supplier]],
    ['both@jaunt.test', [UserRole.Supplier, UserRole.Partner]],
    ['operator@jaunt.test', [UserRole.Operator]],
    ['newbie@jaunt.test', [UserRole.Partner]],
  ])('answers every field of the current user for %s', async (email, roles) => {
    const { status, body } = await currentUser(email)
    expect(status).toBe(200)
    expect(body).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: { email },
      profile_pic_url: null,
      can_login: true,
      first_time_login: email === 'newbie@jaunt.test',
      terms_and_condition_accepted: email !== 'newbie@jaunt.test',
      is_sub_user: email === 'operator@jaunt.test',
      parent_user_id: email === 'operator@jaunt.test' ? expect.any(Number) : null,
      country_code: expect.stringMatching(/^[A-Z]{2}$/),
      role_id: roles,
      policies: expect.any(Array),
      user_currency_type: expect.stringMatching(/^[A-Z]{3}$/),
      is_zaui_stay_user: false,
    })
  })

  it('gives the partner the create-operator policy and the operator the partner as parent', async () => {
    const partner = await currentUser('partner@jaunt.test')
    const operator = await currentUser('operator@jaunt.test')
    expect(partner.body.policies).toContain(Policy.CREATE_OPERATOR_POLICY)
    expect(operator.body.parent_user_id).toBe(partner.body.id)
  })

  it('answers 401 without a token, with a bad one, and for a user who may no longer log in', async () => {
    expect((await call(ctx, 'GET', '/core/v1/current/user')).status).toBe(401)
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: 'x.y.z' })).body).toEqual({
      message: 'Unauthenticated',
    })
    const { access_token } = await loginAs(ctx, 'both@jaunt.test')
    await ctx.db
      .updateTable('app_user')
      .set({ can_login: false })
      .where('email', '=', 'both@jaunt.test')
      .execute()
    const blocked = await call(ctx, 'GET', '/core/v1/current/user', { token: access_token })
    await ctx.db
      .updateTable('app_user')
      .set({ can_login: true })
      .where('email', '=', 'both@jaunt.test')
      .execute()
    expect(blocked.status).toBe(401)
  })
})

describe('first login: change password, then accept the terms', () => {
  it('clears first_time_login with a new password and records the terms acceptance', async () => {
    const first = await loginAs(ctx, 'newbie@jaunt.test')
    // Until the new password, the rest of the API is closed; the gate's own calls are open.
    const early = await call(ctx, 'GET', '/core/v1/dashboard/summary', { token: first.access_token })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe(CHANGE_PASSWORD_FIRST)
    const profile = await call(ctx, 'PUT', '/core/v1/user/profile', {
      token: first.access_token,
      body: { name: 'New Bie', country_code: 'NO', user_currency_type: 'NOK' },
    })
    expect(profile.status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: first.access_token })).status).toBe(200)
    const weak = await call(ctx, 'PUT', '/core/v1/user/password', {
      token: first.access_token,
      body: { current_password: 'Demo-pass-1', new_password: 'short' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toMatch(/^new_password: /)

    const wrongCurrent = await call(ctx, 'PUT', '/core/v1/user/password', {
      token: first.access_token,
      body: { current_password: 'not-the-password', new_password: 'Fresh-pass-2' },
    })
    expect(wrongCurrent.status).toBe(400)
    expect(wrongCurrent.body.message).toMatch(/^current_password: /)

    const changed = await call(ctx, 'PUT', '/core/v1/user/password', {
      token: first.access_token,
      body: { current_password: 'Demo-pass-1', new_password: 'Fresh-pass-2' },
    })
    expect(changed.status).toBe(200)
    const token = changed.body.access_token as string

    // The old session is over; the old password no longer logs in; the new one does.
    const oldRefresh = await call(ctx, 'POST', '/nauth/npanel/refresh_token', {
      body: { refresh_token: first.refresh_token },
    })
    expect(oldRefresh.status).toBe(401)
    const oldLogin = await call(ctx, 'POST', '/nauth/npanel/login', {
      body: { email: 'newbie@jaunt.test', password: 'Demo-pass-1' },
    })
    expect(oldLogin.status).toBe(401)
    await loginAs(ctx, 'newbie@jaunt.test', 'Fresh-pass-2')

    // The access token from before the change is refused at once.
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: first.access_token })).status).toBe(401)

    const afterChange = await call(ctx, 'GET', '/core/v1/current/user', { token })
    expect(afterChange.body).toMatchObject({ first_time_login: false, terms_and_condition_accepted: false })

    const accepted = await call(ctx, 'POST', '/core/v1/user/accept-terms-and-condition', { token })
    expect(accepted.status).toBe(200)
    expect((await call(ctx, 'GET', '/core/v1/dashboard/summary', { token })).status).toBe(200)
    expect(accepted.body).toMatchObject({ first_time_login: false, terms_and_condition_accepted: true })
  })
})

describe('POST /core/v1/admin/user/{id}/log-in-as', () => {
  async function userId(email: string) {
    const row = await ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    return row.id
  }

  it('lets an admin act as a partner, and records it', async () => {
    const admin = await loginAs(ctx, 'admin@jaunt.test')
    const partnerId = await userId('partner@jaunt.test')
    const response = await call(ctx, 'POST', `/core/v1/admin/user/${partnerId}/log-in-as`, {
      token: admin.access_token,
    })
    expect(response.status).toBe(200)
    const me = await call(ctx, 'GET', '/core/v1/current/user', {
      token: response.body.access_token as string,
    })
    expect(me.body).toMatchObject({ id: partnerId, email: { email: 'partner@jaunt.test' } })
    const audit = await ctx.db
      .selectFrom('impersonation_audit')
      .selectAll()
      .where('target_user_id', '=', partnerId)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.admin_user_id).toBe(await userId('admin@jaunt.test'))
    expect(audit[0]!.ended_at).toBeNull()

    // The admin goes back: the partner's session is logged out, which closes the audit row, and only it.
    const back = await call(ctx, 'POST', '/nauth/npanel/logout', {
      body: { refresh_token: response.body.refresh_token },
    })
    expect(back.status).toBe(200)
    const ended = await ctx.db
      .selectFrom('impersonation_audit')
      .select(['ended_at'])
      .where('target_user_id', '=', partnerId)
      .executeTakeFirstOrThrow()
    expect(ended.ended_at).toBeInstanceOf(Date)
    const stillAdmin = await call(ctx, 'GET', '/core/v1/current/user', { token: admin.access_token })
    expect(stillAdmin.status).toBe(200)
    const partnerAgain = await call(ctx, 'GET', '/core/v1/current/user', {
      token: response.body.access_token as string,
    })
    expect(partnerAgain.status).toBe(401)
  })

  it('refuses everyone but admins', async () => {
    const adminId = await userId('admin@jaunt.test')
    for (const email of ['partner@jaunt.test', 'supplier@jaunt.test', 'operator@jaunt.test']) {
      const { access_token } = await loginAs(ctx, email)
      const response = await call(ctx, 'POST', `/core/v1/admin/user/${adminId}/log-in-as`, {
        token: access_token,
      })
      expect(response.status).toBe(403)
      expect(response.body.message).toBe('Access Denied')
    }
  })

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const admin = await loginAs(ctx, 'admin@jaunt.test')
    expect(
      (await call(ctx, 'POST', '/core/v1/admin/user/999999/log-in-as', { token: admin.access_token })).status,
    ).toBe(404)
    const malformed = await call(ctx, 'POST', '/core/v1/admin/user/abc/log-in-as', {
      token: admin.access_token,
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toMatch(/^id: /)
  })
})

describe('profile and the admin’s user list', () => {
  it('changes the own profile and rejects bad values naming the field', async () => {
    const { access_token } = await loginAs(ctx, 'partner2@jaunt.test')
    const saved = await call(ctx, 'PUT', '/core/v1/user/profile', {
      token: access_token,
      body: { name: 'Nils N. Nordic', country_code: 'dk', user_currency_type: 'dkk' },
    })
    expect(saved.body).toMatchObject({
      name: 'Nils N. Nordic',
      country_code: 'DK',
      user_currency_type: 'DKK',
    })
    const bad = await call(ctx, 'PUT', '/core/v1/user/profile', {
      token: access_token,
      body: { name: '', country_code: 'DK', user_currency_type: 'DKK' },
    })
    expect(bad.body.message).toBe('name: Please enter your name')
  })

  it('lists users by role for admins only', async () => {
    const admin = await loginAs(ctx, 'admin@jaunt.test')
    const partners = await call<{ data: { email: string }[] }>(ctx, 'GET', '/core/v1/admin/users?role=3', {
      token: admin.access_token,
    })
    expect(partners.body.data.map((user) => user.email)).toEqual(
      expect.arrayContaining([
        'partner@jaunt.test',
        'partner2@jaunt.test',
        'both@jaunt.test',
        'newbie@jaunt.test',
      ]),
    )
    expect(partners.body.data.map((user) => user.email)).not.toContain('supplier@jaunt.test')
    const partner = await loginAs(ctx, 'partner@jaunt.test')
    expect((await call(ctx, 'GET', '/core/v1/admin/users', { token: partner.access_token })).status).toBe(403)
  })
})
