import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
})
afterAll(() => ctx.close())

type FieldErrors = { errors: { path: string; message: string }[] }
const publish = (body: Record<string, unknown>, token = admin) =>
  call<Record<string, unknown> & FieldErrors>(ctx, 'POST', '/core/v1/user/terms-and-condition', {
    token,
    body,
  })
const currentUser = async (email: string) =>
  (await call(ctx, 'GET', '/core/v1/current/user', { token: (await loginAs(ctx, email)).access_token })).body

describe('legal texts (admins)', () => {
  it('publishes the next version, cleans its HTML, and serves it to guests in its language', async () => {
    const first = await publish({
      kind: 'terms-of-use',
      country_code: 'dk',
      locale: 'da',
      title: 'Vilkår for gæster v1',
      content_html: '<h2>Booking</h2><p onclick="x()">Tak</p><script>alert(1)</script>',
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ version: 1, country_code: 'DK', is_current: true })
    expect(first.body.content_html).toBe('<h2>Booking</h2><p>Tak</p>')
    const second = await publish({ ...first.body, title: 'Vilkår for gæster v2', content_html: '<p>To</p>' })
    expect(second.body).toMatchObject({ version: 2, is_current: true })
    const old = await call(ctx, 'GET', `/core/v1/user/terms-and-condition/${first.body.id}`, { token: admin })
    expect(old.body).toMatchObject({ title: 'Vilkår for gæster v1', is_current: false })
    const guest = await call(ctx, 'GET', '/core/public/legal-texts/terms-of-use?country_code=dk', {
      headers: { 'APP-LOCALE': 'da' },
    })
    expect(guest.body).toMatchObject({ title: 'Vilkår for gæster v2', version: 2 })
  })

  it('refuses a text without a body or title, and a bad country, naming the field', async () => {
    const empty = await publish({
      kind: 'privacy-policy',
      locale: 'en',
      title: 'Privacy',
      content_html: '  ',
    })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual([{ path: 'content_html', message: 'Please enter the text' }])
    const missing = await publish({ kind: 'privacy-policy', locale: 'en', title: '' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'content_html',
      'title',
    ])
    const country = await publish({
      kind: 'privacy-policy',
      locale: 'en',
      country_code: 'Norway',
      title: 'x',
      content_html: '<p>x</p>',
    })
    expect(country.body.errors[0]).toMatchObject({ path: 'country_code' })
  })

  it('asks the users of a country to accept new partner terms again at their next login', async () => {
    expect((await currentUser('supplier@jaunt.test')).terms_and_condition_accepted).toBe(true)
    const swedish = await publish({
      kind: 'terms-and-conditions',
      country_code: 'SE',
      locale: 'en',
      title: 'Swedish partner terms',
      content_html: '<p>Swedish terms</p>',
    })
    expect(swedish.status).toBe(201)
    // supplier@ lives in Norway, which reads the general terms: untouched by Sweden's.
    expect((await currentUser('supplier@jaunt.test')).terms_and_condition_accepted).toBe(true)
    await publish({
      kind: 'terms-and-conditions',
      locale: 'en',
      title: 'Jaunt partner and supplier terms',
      content_html: '<p>New general terms</p>',
    })
    const asked = await currentUser('supplier@jaunt.test')
    expect(asked.terms_and_condition_accepted).toBe(false)
    const accepted = await call(ctx, 'POST', '/core/v1/user/accept-terms-and-condition', {
      token: (await loginAs(ctx, 'supplier@jaunt.test')).access_token,
    })
    expect(accepted.body.terms_and_condition_accepted).toBe(true)
  })

  it('corrects a version in place without asking anyone again', async () => {
    const text = await publish({
      kind: 'privacy-policy',
      country_code: 'FI',
      locale: 'fi',
      title: 'Tietosuoja',
      content_html: '<p>Kirjoitusvirhe</p>',
    })
    const fixed = await call(ctx, 'PUT', `/core/v1/user/terms-and-condition/${text.body.id}`, {
      token: admin,
      body: { title: 'Tietosuojaseloste', content_html: '<p>Korjattu</p>' },
    })
    expect(fixed.body).toMatchObject({
      version: 1,
      title: 'Tietosuojaseloste',
      content_html: '<p>Korjattu</p>',
    })
    const missing = await call(ctx, 'PUT', '/core/v1/user/terms-and-condition/999999', {
      token: admin,
      body: { title: 'x', content_html: '<p>x</p>' },
    })
    expect(missing.status).toBe(404)
  })

  it('lists versions by kind and country, newest first', async () => {
    const list = await call<{ kind: string; country_code: string | null }[]>(
      ctx,
      'GET',
      `/core/v1/user/terms-and-condition?filter=${encodeURIComponent('{"kind":"terms-and-conditions","country_code":"-"}')}`,
      { token: admin },
    )
    expect(list.status).toBe(200)
    expect(list.headers.get('Content-Range')).toMatch(/^legal-text 0-\d+\/\d+$/)
    expect(list.body.length).toBeGreaterThan(0)
    expect(list.body.every((row) => row.kind === 'terms-and-conditions' && row.country_code === null)).toBe(
      true,
    )
  })

  it('is the admins’ alone: anyone else gets 403', async () => {
    expect((await call(ctx, 'GET', '/core/v1/user/terms-and-condition', { token: supplier })).status).toBe(
      403,
    )
    const refused = await publish(
      { kind: 'privacy-policy', locale: 'en', title: 'x', content_html: 'y' },
      supplier,
    )
    expect(refused.status).toBe(403)
  })

  it('documents each route with its operationId and security', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }
    const path = doc.paths['/core/v1/user/terms-and-condition']!
    expect(path.post!.operationId).toBe('publishLegalText')
    expect(path.post!.security).toEqual([{ bearerAuth: [] }])
    expect(doc.paths['/core/v1/user/terms-and-condition/{id}']!.put!.operationId).toBe('correctLegalText')
  })
})
