import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Policy, UserRole } from '@jaunt/domain'
import { hashPassword } from '../auth/passwords.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const PASSWORD = 'Signed-up-1'
async function newUser(email: string, role: UserRole, pending = true) {
  const row = await ctx.db
    .insertInto('app_user')
    .values({
      name: `User ${email}`,
      email,
      password_hash: await hashPassword(PASSWORD),
      role_ids: [role],
      policies: [],
      parent_user_id: null,
      country_code: 'NO',
      user_currency_type: 'NOK',
      terms_accepted_at: null,
      profile_pic_url: null,
      approval_status: pending ? 1 : 2,
      can_login: !pending,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
const listing = (body: object, token = admin) =>
  call<{ data: { id: number; email: string; status: number }[] }>(ctx, 'POST', '/core/v1/user-listing', {
    token,
    body,
  })
const mailsTo = (email: string) =>
  ctx.db.selectFrom('mail_outbox').select(['kind', 'body_text']).where('to_address', '=', email).execute()

describe('approving and rejecting users', () => {
  it('lists a pending supplier by search, approves them with a mail, and lets them log in', async () => {
    const id = await newUser('approve-me@example.test', UserRole.Supplier)
    const login = () =>
      call(ctx, 'POST', '/nauth/npanel/login', {
        body: { email: 'approve-me@example.test', password: PASSWORD },
      })
    expect((await login()).status).toBe(403)
    const pending = await listing({ role: UserRole.Supplier, status: 1, q: 'approve-me' })
    expect(pending.body.data.map((user) => user.id)).toEqual([id])
    expect((await listing({ role: UserRole.Partner, status: 1, q: 'approve-me' })).body.data).toEqual([])

    const approved = await call(ctx, 'PUT', `/core/v1/admin/user/${id}/status`, {
      token: admin,
      body: { status: 2 },
    })
    expect(approved.body).toMatchObject({ id, status: 2, can_login: true })
    expect(await mailsTo('approve-me@example.test')).toEqual([
      { kind: 'user-approved', body_text: expect.stringContaining('/en/npanel/login') },
    ])
    expect((await login()).status).toBe(200)
    expect((await listing({ role: UserRole.Supplier, status: 2, q: 'approve-me' })).body.data).toHaveLength(1)
  })

  it('rejects a pending partner with the reason in the mail', async () => {
    const id = await newUser('reject-me@example.test', UserRole.Partner)
    const rejected = await call(ctx, 'PUT', `/core/v1/admin/user/${id}/status`, {
      token: admin,
      body: { status: 3, reason: 'No company number' },
    })
    expect(rejected.body).toMatchObject({ id, status: 3, can_login: false })
    expect(await mailsTo('reject-me@example.test')).toEqual([
      { kind: 'user-rejected', body_text: expect.stringContaining('Reason: No company number') },
    ])
    const bad = await call(ctx, 'PUT', `/core/v1/admin/user/${id}/status`, {
      token: admin,
      body: { status: 7 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'status' })]))
  })

  it('answers 403 to everyone but admins', async () => {
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await listing({ role: UserRole.Partner }, partner)).status).toBe(403)
    const own = await call(ctx, 'DELETE', '/core/v1/user/1', { token: partner })
    expect(own.status).toBe(403)
  })
})

describe('policies, edits and deletion', () => {
  it('applies a policy change on the user’s next request, without a new login', async () => {
    const id = await newUser('policies@example.test', UserRole.Partner, false)
    const { access_token } = await loginAs(ctx, 'policies@example.test', PASSWORD)
    const me = () => call(ctx, 'GET', '/core/v1/current/user', { token: access_token })
    expect((await me()).body.policies).toEqual([])
    const saved = await call(ctx, 'POST', '/core/v1/user-policies', {
      token: admin,
      body: { user_id: id, policies: [Policy.CREATE_OPERATOR_POLICY, Policy.PARTNER_WIDGET_POLICY] },
    })
    expect(saved.status).toBe(200)
    expect((await me()).body.policies).toEqual([Policy.CREATE_OPERATOR_POLICY, Policy.PARTNER_WIDGET_POLICY])
    const unknown = await call(ctx, 'POST', '/core/v1/user-policies', {
      token: admin,
      body: { user_id: id, policies: ['FLY_POLICY'] },
    })
    expect(unknown.status).toBe(400)
  })

  it('edits a user and refuses a duplicate email and removing the own admin role', async () => {
    const id = await newUser('edit-me@example.test', UserRole.Supplier, false)
    const edit = {
      name: 'Edited',
      email: 'Edited@Example.test',
      country_code: 'se',
      user_currency_type: 'sek',
    }
    const saved = await call(ctx, 'PUT', `/core/v1/admin/user/${id}`, {
      token: admin,
      body: { ...edit, role_id: [UserRole.Supplier, UserRole.Partner] },
    })
    expect(saved.body).toMatchObject({ email: 'edited@example.test', country_code: 'SE', role_id: [2, 3] })
    const duplicate = await call(ctx, 'PUT', `/core/v1/admin/user/${id}`, {
      token: admin,
      body: { ...edit, email: 'partner@jaunt.test', role_id: [UserRole.Supplier] },
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.errors).toEqual([{ path: 'email', message: 'This email is already in use' }])
    const adminId = (await call(ctx, 'GET', '/core/v1/current/user', { token: admin })).body.id as number
    const own = await call(ctx, 'PUT', `/core/v1/admin/user/${adminId}`, {
      token: admin,
      body: { ...edit, email: 'admin@jaunt.test', role_id: [UserRole.Partner] },
    })
    expect(own.status).toBe(400)
    expect(own.body.errors).toEqual([
      { path: 'role_id', message: 'You cannot remove your own administrator role' },
    ])
  })

  it('deletes softly: the user leaves the lists, cannot log in, and an admin cannot delete themself (so one admin always remains)', async () => {
    const id = await newUser('delete-me@example.test', UserRole.Supplier, false)
    const { access_token } = await loginAs(ctx, 'delete-me@example.test', PASSWORD)
    expect((await call(ctx, 'DELETE', `/core/v1/user/${id}`, { token: admin })).status).toBe(200)
    expect((await listing({ role: UserRole.Supplier, q: 'delete-me' })).body.data).toEqual([])
    expect((await call(ctx, 'GET', `/core/v1/admin/user/${id}`, { token: admin })).status).toBe(404)
    expect((await call(ctx, 'GET', '/core/v1/current/user', { token: access_token })).status).toBe(401)
    const row = await ctx.db
      .selectFrom('app_user')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row?.deleted_at).toBeInstanceOf(Date)

    const adminId = (await call(ctx, 'GET', '/core/v1/current/user', { token: admin })).body.id as number
    const self = await call(ctx, 'DELETE', `/core/v1/user/${adminId}`, { token: admin })
    expect(self.status).toBe(422)
    expect(self.body.message).toBe('You cannot delete your own account')
  })
})
