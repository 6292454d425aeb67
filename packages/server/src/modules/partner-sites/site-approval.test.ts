import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const token = async (email: string) => (await loginAs(ctx, email)).access_token
const newSite = async (subDomain: string) => {
  const created = await call(ctx, 'POST', '/core/v1/partner-sites', {
    token: await token('both@jaunt.test'),
    body: {
      name: `Site ${subDomain}`,
      company_name: 'Bo Both GmbH',
      sub_domain: subDomain,
      domain: null,
      language: { enabled_language: ['en'], primary_language: 'en' },
    },
  })
  expect(created.status).toBe(201)
  return created.body.id as number
}
const mailsTo = (email: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute()

describe('an admin approves or rejects a pending site', () => {
  it('lists the pending site, approves it, puts it live and mails the partner', async () => {
    const id = await newSite('approved-walks')
    const admin = await token('admin@jaunt.test')
    const pending = await call<{ data: { id: number; owner_email: string }[] }>(
      ctx,
      'GET',
      '/core/v1/admin/partner-sites?approval_status=1',
      { token: admin },
    )
    expect(pending.body.data).toContainEqual(
      expect.objectContaining({ id, owner_email: 'both@jaunt.test', approval_status: 1 }),
    )
    const approved = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/approve`, { token: admin })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ id, approval_status: 2 })
    const live = await call(ctx, 'GET', '/core/public/partner-sites?url=approved-walks.localhost')
    expect(live.body).toMatchObject({ id, name: 'Site approved-walks' })
    const mails = await mailsTo('both@jaunt.test')
    expect(mails.at(-1)).toMatchObject({
      kind: 'partner-site-approved',
      body_text: expect.stringContaining('http://approved-walks.localhost:8080'),
    })
    // A decided site is not decided again.
    const again = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/reject`, {
      token: admin,
      body: { reason: 'Changed my mind' },
    })
    expect(again.status).toBe(409)
  })

  it('rejects with a reason the partner reads, and a corrected site goes back to the admin', async () => {
    const id = await newSite('rejected-walks')
    const admin = await token('admin@jaunt.test')
    const noReason = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/reject`, {
      token: admin,
      body: { reason: '  ' },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body.message).toBe('reason: Please enter the reason')
    const rejected = await call(ctx, 'PUT', `/core/v1/admin/partner-sites/${id}/reject`, {
      token: admin,
      body: { reason: 'The company name does not match the contract' },
    })
    expect(rejected.body).toMatchObject({
      approval_status: 3,
      rejection_reason: 'The company name does not match the contract',
    })
    expect((await mailsTo('both@jaunt.test')).at(-1)).toMatchObject({
      kind: 'partner-site-rejected',
      body_text: expect.stringContaining('Reason: The company name does not match the contract'),
    })
    const both = await token('both@jaunt.test')
    const path = `/core/v1/partner-sites/${id}/general-settings`
    expect((await call(ctx, 'GET', path, { token: both })).body).toMatchObject({
      approval_status: 3,
      rejection_reason: 'The company name does not match the contract',
    })
    const corrected = await call(ctx, 'PUT', path, {
      token: both,
      body: {
        name: 'Site rejected-walks',
        company_name: 'Bo Both Reisen GmbH',
        sub_domain: 'rejected-walks',
        domain: null,
        language: { enabled_language: ['en'], primary_language: 'en' },
      },
    })
    expect(corrected.body).toMatchObject({ approval_status: 1, rejection_reason: null })
  })

  it('is for admins only, and a missing site is a 404', async () => {
    const partner = await token('partner@jaunt.test')
    expect((await call(ctx, 'GET', '/core/v1/admin/partner-sites', { token: partner })).status).toBe(403)
    const admin = await token('admin@jaunt.test')
    expect(
      (await call(ctx, 'PUT', '/core/v1/admin/partner-sites/99999/approve', { token: admin })).status,
    ).toBe(404)
  })
})
