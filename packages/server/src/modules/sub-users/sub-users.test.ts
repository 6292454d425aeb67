import { USER_ADMIN_MESSAGES, type SubUserRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let partner: string
let address = 0
const nextAddress = () => `203.0.113.${++address}`

beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const PASSWORD = 'Desk-pass-42'

const add = (body: Record<string, unknown>, token = partner) =>
  call<SubUserRecord>(ctx, 'POST', '/core/v1/sub-users', { token, body })

async function invitationToken(to: string) {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select(['body_text', 'subject'])
    .where('to_address', '=', to)
    .where('kind', '=', 'user-invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  expect(mail.body_text).toContain('Paula Partner made you an account')
  return /set-password\?token=(\S+)/.exec(mail.body_text)![1]!
}

const login = (email: string, password = PASSWORD) =>
  call<{ access_token: string }>(ctx, 'POST', '/nauth/npanel/login', {
    from: nextAddress(),
    body: { email, password },
  })

describe('a partner’s sub-users (operators)', () => {
  it('adds an operator who sets a password from the invitation and logs in to the card reader', async () => {
    const added = await add({ name: 'Dora Desk', email: 'Dora.Desk@jaunt.test' })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      name: 'Dora Desk',
      email: 'dora.desk@jaunt.test',
      active: true,
      invitation: 'pending',
    })

    const token = await invitationToken('dora.desk@jaunt.test')
    const link = await call(ctx, 'GET', '/core/public/user/verify-token', { token })
    expect(link.body).toMatchObject({ purpose: 'invite', name: 'Dora Desk' })
    const set = await call(ctx, 'PUT', '/core/public/user/password/update', {
      token,
      from: nextAddress(),
      body: { password: PASSWORD, password_confirmation: PASSWORD },
    })
    expect(set.status).toBe(200)

    const session = await login('dora.desk@jaunt.test')
    expect(session.status).toBe(200)
    const me = await call<{
      role_id: number[]
      parent_user_id: number | null
      terms_and_condition_accepted: boolean
    }>(ctx, 'GET', '/core/v1/current/user', { token: session.body.access_token })
    expect(me.body).toMatchObject({ role_id: [6], terms_and_condition_accepted: true })
    expect(me.body.parent_user_id).not.toBeNull()
    const listed = await call<SubUserRecord[]>(
      ctx,
      'GET',
      `/core/v1/sub-users?filter=${encodeURIComponent('{"q":"dora"}')}`,
      {
        token: partner,
      },
    )
    expect(listed.headers.get('Content-Range')).toBe('sub-users 0-0/1')
    expect(listed.body[0]).toMatchObject({ email: 'dora.desk@jaunt.test', invitation: 'accepted' })
  })

  it('names the field of bad input and of an email that is taken', async () => {
    const empty = await add({ name: ' ', email: 'nope' })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'name', message: USER_ADMIN_MESSAGES.nameRequired },
        { path: 'email', message: 'Please enter valid email.' },
      ]),
    })
    const taken = await add({ name: 'Copy', email: 'supplier@jaunt.test' })
    expect(taken.status).toBe(400)
    expect(taken.body).toMatchObject({
      errors: [{ path: 'email', message: USER_ADMIN_MESSAGES.duplicateEmail }],
    })
  })

  it('stops an operator at once, and removing one ends their access', async () => {
    const added = await add({ name: 'Sten Stop', email: 'sten.stop@jaunt.test' })
    const token = await invitationToken('sten.stop@jaunt.test')
    await call(ctx, 'PUT', '/core/public/user/password/update', {
      token,
      from: nextAddress(),
      body: { password: PASSWORD, password_confirmation: PASSWORD },
    })
    const session = await login('sten.stop@jaunt.test')
    const stopped = await call<SubUserRecord>(ctx, 'PUT', `/core/v1/sub-users/${added.body.id}`, {
      token: partner,
      body: { name: 'Sten Stopped', active: false },
    })
    expect(stopped.body).toMatchObject({ name: 'Sten Stopped', active: false })
    const after = await call(ctx, 'GET', '/core/v1/current/user', { token: session.body.access_token })
    expect(after.status).toBe(401)
    expect((await login('sten.stop@jaunt.test')).status).toBe(403)

    const removed = await call(ctx, 'DELETE', `/core/v1/sub-users/${added.body.id}`, { token: partner })
    expect(removed.status).toBe(200)
    const gone = await call(ctx, 'GET', `/core/v1/sub-users/${added.body.id}`, { token: partner })
    expect(gone.status).toBe(404)
  })

  it('keeps each partner’s operators their own, and is closed to users without the policy', async () => {
    const added = await add({ name: 'Ivy Isolated', email: 'ivy.isolated@jaunt.test' })
    const other = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
    for (const [method, path] of [
      ['GET', '/core/v1/sub-users'],
      ['GET', `/core/v1/sub-users/${added.body.id}`],
      ['POST', '/core/v1/sub-users'],
    ] as const) {
      const answer = await call(ctx, method, path, { token: other, body: method === 'POST' ? {} : undefined })
      expect(answer.status).toBe(403)
    }
    const operator = (await loginAs(ctx, 'operator@jaunt.test')).access_token
    expect((await call(ctx, 'GET', '/core/v1/sub-users', { token: operator })).status).toBe(403)

    // A partner holding the policy still never reaches another's operator: 404, like a missing one.
    await ctx.db
      .updateTable('app_user')
      .set({ policies: ['CREATE_OPERATOR_POLICY'] })
      .where('email', '=', 'partner2@jaunt.test')
      .execute()
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await call(ctx, method, `/core/v1/sub-users/${added.body.id}`, {
        token: other,
        body: method === 'PUT' ? { name: 'Taken over', active: false } : undefined,
      })
      expect(answer.status).toBe(404)
    }
    const resend = await call(ctx, 'POST', `/core/v1/sub-users/${added.body.id}/invitation`, { token: other })
    expect(resend.status).toBe(404)
  })
})
