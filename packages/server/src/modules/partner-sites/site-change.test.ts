import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let lodgeId: number
let demoId: number
beforeAll(async () => {
  ctx = await createTestContext()
  lodgeId = await seededSiteId(ctx, 'lodge')
  demoId = await seededSiteId(ctx, 'demo')
})
afterAll(() => ctx.close())

const token = async (email: string) => (await loginAs(ctx, email)).access_token
type Record = {
  name: string
  sub_domain: string
  domain: string | null
  pending_change: { id: number } | null
}
const settingsPath = (siteId: number) => `/core/v1/partner-sites/${siteId}/general-settings`
const readSettings = async (siteId: number, email = 'partner@jaunt.test') =>
  (
    await call<Record & { [key: string]: unknown }>(ctx, 'GET', settingsPath(siteId), {
      token: await token(email),
    })
  ).body
/** The partner saves the site's general settings with some fields changed. */
const save = async (
  siteId: number,
  changes: Partial<Record> & { [key: string]: unknown },
  email = 'partner@jaunt.test',
) => {
  const {
    id: _id,
    approval_status: _a,
    rejection_reason: _r,
    pending_change: _p,
    ...body
  } = await readSettings(siteId, email)
  return call<Record & { company_name: string }>(ctx, 'PUT', settingsPath(siteId), {
    token: await token(email),
    body: { ...body, ...changes },
  })
}
const changes = async (query = '') =>
  call<{ data: { id: number; [key: string]: unknown }[] }>(
    ctx,
    'GET',
    `/core/v1/admin/partner-site-changes${query}`,
    {
      token: await token('admin@jaunt.test'),
    },
  )
const decide = async (changeId: number, call_: 'approve' | 'reject', body?: unknown) =>
  call<{ [key: string]: unknown }>(ctx, 'PUT', `/core/v1/admin/partner-site-changes/${changeId}/${call_}`, {
    token: await token('admin@jaunt.test'),
    body,
  })
const lastMailTo = async (email: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'body_text'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst()
const withdraw = async (siteId: number, email = 'partner@jaunt.test') =>
  call<Record>(ctx, 'DELETE', `${settingsPath(siteId)}/pending-change`, { token: await token(email) })

describe('a live site’s name and address change waits for an admin', () => {
  it('stores the request, saves the rest at once, and applies the request when approved', async () => {
    const saved = await save(lodgeId, {
      name: 'Lodge of the Lakes',
      sub_domain: 'lakes-lodge',
      company_name: 'Lakes AS',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      sub_domain: 'lodge',
      company_name: 'Lakes AS',
      pending_change: { name: 'Lodge of the Lakes', sub_domain: 'lakes-lodge', domain: null },
    })
    expect((await call(ctx, 'GET', '/core/public/partner-sites?url=lakes-lodge.localhost')).status).toBe(404)

    const listed = await changes()
    const row = listed.body.data.find((change) => change.site_id === lodgeId)
    expect(row).toMatchObject({
      owner_email: 'partner@jaunt.test',
      old_sub_domain: 'lodge',
      sub_domain: 'lakes-lodge',
      name: 'Lodge of the Lakes',
      status: 'pending',
      requested_by_email: 'partner@jaunt.test',
    })

    const approved = await decide(row!.id, 'approve')
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved', decided_by_email: 'admin@jaunt.test' })
    const live = await call(ctx, 'GET', '/core/public/partner-sites?url=lakes-lodge.localhost')
    expect(live.body).toMatchObject({ id: lodgeId, name: 'Lodge of the Lakes' })
    expect((await readSettings(lodgeId)).pending_change).toBeNull()
    expect(await lastMailTo('partner@jaunt.test')).toMatchObject({
      kind: 'partner-site-change-approved',
      body_text: expect.stringContaining('http://lakes-lodge.localhost'),
    })
    const history = await changes(`?status=approved&site_id=${lodgeId}`)
    expect(history.body.data.map((change) => change.id)).toEqual([row!.id])
    // Decided once.
    expect((await decide(row!.id, 'reject', { reason: 'Too late' })).status).toBe(409)
  })

  it('rejects with a reason the partner is mailed, and the site stays as it was', async () => {
    const saved = await save(lodgeId, { domain: 'lakes-lodge.example' })
    const changeId = saved.body.pending_change!.id
    const empty = await decide(changeId, 'reject', { reason: ' ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual([{ path: 'reason', message: 'Please enter the reason' }])
    const rejected = await decide(changeId, 'reject', { reason: 'We could not verify the domain' })
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'We could not verify the domain' })
    expect(await readSettings(lodgeId)).toMatchObject({ domain: null, pending_change: null })
    expect(await lastMailTo('partner@jaunt.test')).toMatchObject({
      kind: 'partner-site-change-rejected',
      body_text: expect.stringContaining('Reason: We could not verify the domain'),
    })
  })

  it('mails the decision in the partner’s language', async () => {
    await ctx.db
      .updateTable('app_user')
      .set({ locale: 'de' })
      .where('email', '=', 'partner@jaunt.test')
      .execute()
    try {
      const saved = await save(lodgeId, { domain: 'seen-lodge.example' })
      await decide(saved.body.pending_change!.id, 'reject', { reason: 'Die Domain gehört Ihnen nicht' })
      const mail = await ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'locale', 'subject', 'body_text'])
        .where('to_address', '=', 'partner@jaunt.test')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(mail).toMatchObject({
        kind: 'partner-site-change-rejected',
        locale: 'de',
        subject: expect.stringMatching(/^Die Änderung an Ihrer Website .+ wurde nicht freigegeben$/),
      })
      expect(mail.body_text).toContain('wurde nicht freigegeben; die Website bleibt, wie sie war.')
      expect(mail.body_text).toContain('Grund: Die Domain gehört Ihnen nicht')
    } finally {
      await ctx.db
        .updateTable('app_user')
        .set({ locale: 'en' })
        .where('email', '=', 'partner@jaunt.test')
        .execute()
    }
  })

  it('refuses an address another site holds or has asked for, on its field', async () => {
    const atOnce = await save(lodgeId, { sub_domain: 'nordic' })
    expect(atOnce.status).toBe(409)
    expect(atOnce.body).toMatchObject({
      errors: [{ path: 'sub_domain', message: 'This sub-domain is taken' }],
    })

    const first = await save(lodgeId, { sub_domain: 'wanted-name' })
    expect(first.body.pending_change).toMatchObject({ sub_domain: 'wanted-name' })
    const second = await save(demoId, { sub_domain: 'wanted-name' })
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({
      errors: [{ path: 'sub_domain', message: 'This sub-domain is taken' }],
    })
    const created = await call(ctx, 'POST', '/core/v1/partner-sites', {
      token: await token('starter@jaunt.test'),
      body: {
        name: 'Wanted Trails',
        company_name: 'Wanted AS',
        sub_domain: 'wanted-name',
        domain: null,
        language: { enabled_language: ['en'], primary_language: 'en' },
      },
    })
    expect(created.status).toBe(409)

    await withdraw(lodgeId)
    const freed = await save(demoId, { sub_domain: 'wanted-name' })
    expect(freed.status).toBe(200)
    expect((await decide(freed.body.pending_change!.id, 'approve')).status).toBe(200)
    expect(await readSettings(demoId)).toMatchObject({ sub_domain: 'wanted-name', pending_change: null })
  })

  it('shows the partner the site’s requests, newest first, with how each was decided', async () => {
    await withdraw(lodgeId)
    const asked = await save(lodgeId, { name: 'Lodge of History' })
    await decide(asked.body.pending_change!.id, 'reject', { reason: 'The name is misleading' })
    await save(lodgeId, { name: 'Lodge Waiting' })
    const history = await call<{ data: { [key: string]: unknown }[] }>(
      ctx,
      'GET',
      `${settingsPath(lodgeId)}/changes`,
      { token: await token('partner@jaunt.test') },
    )
    expect(history.status).toBe(200)
    expect(history.body.data.slice(0, 2)).toMatchObject([
      { name: 'Lodge Waiting', status: 'pending', reason: null },
      { name: 'Lodge of History', status: 'rejected', reason: 'The name is misleading' },
    ])
    expect(history.body.data[0]).not.toHaveProperty('decided_by_email')
    const other = await call(ctx, 'GET', `${settingsPath(lodgeId)}/changes`, {
      token: await token('partner2@jaunt.test'),
    })
    expect(other.status).toBe(404)
    await withdraw(lodgeId)
  })

  it('comes with demo requests: Nordic Trails waits for a new name after a refused domain', async () => {
    const nordicId = await seededSiteId(ctx, 'nordic')
    const waiting = (await changes()).body.data.filter((change) => change.site_id === nordicId)
    expect(waiting).toMatchObject([{ name: 'Nordic Trails & Fjords', sub_domain: 'nordic-trails' }])
    const history = await call<{ data: { [key: string]: unknown }[] }>(
      ctx,
      'GET',
      `${settingsPath(nordicId)}/changes`,
      { token: await token('partner2@jaunt.test') },
    )
    expect(history.body.data.map((change) => change.status)).toEqual(['pending', 'rejected'])
  })

  it('replaces a waiting request with a newer one, keeps it when other settings save, and withdraws it', async () => {
    await withdraw(lodgeId)
    await save(lodgeId, { name: 'Lodge One' })
    const newer = await save(lodgeId, { name: 'Lodge Two' })
    const kept = await save(lodgeId, { company_name: 'Lodge Company' })
    expect(kept.body.pending_change).toMatchObject({ id: newer.body.pending_change!.id, name: 'Lodge Two' })
    const pending = (await changes(`?site_id=${lodgeId}`)).body.data
    expect(pending.map((change) => change.name)).toEqual(['Lodge Two'])
    const withdrawn = await withdraw(lodgeId)
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.pending_change).toBeNull()
    expect((await changes(`?site_id=${lodgeId}`)).body.data).toEqual([])
  })

  it('lets a site not yet approved edit its address directly', async () => {
    const created = await call<{ id: number }>(ctx, 'POST', '/core/v1/partner-sites', {
      token: await token('starter@jaunt.test'),
      body: {
        name: 'Starter Trails',
        company_name: 'Starter AS',
        sub_domain: 'starter-trails',
        domain: null,
        language: { enabled_language: ['en'], primary_language: 'en' },
      },
    })
    const saved = await save(created.body.id, { sub_domain: 'starter-paths' }, 'starter@jaunt.test')
    expect(saved.body).toMatchObject({ sub_domain: 'starter-paths', pending_change: null })
  })
})

describe('who sees and decides editing requests', () => {
  it('keeps partners out of the admin calls and another partner’s request out of sight', async () => {
    const saved = await save(lodgeId, { name: 'Lodge Private' })
    const changeId = saved.body.pending_change!.id
    const partner = await token('partner@jaunt.test')
    const list = await call(ctx, 'GET', '/core/v1/admin/partner-site-changes', { token: partner })
    expect(list.status).toBe(403)
    const approve = await call(ctx, 'PUT', `/core/v1/admin/partner-site-changes/${changeId}/approve`, {
      token: partner,
    })
    expect(approve.status).toBe(403)
    const other = await token('partner2@jaunt.test')
    expect((await call(ctx, 'GET', settingsPath(lodgeId), { token: other })).status).toBe(404)
    expect((await withdraw(lodgeId, 'partner2@jaunt.test')).status).toBe(404)
    expect((await readSettings(lodgeId)).pending_change).toMatchObject({ id: changeId })
    expect((await decide(987654, 'approve')).status).toBe(404)
  })
})
