import { MESSAGES, UserRole, type BusinessTypeRecord } from '@jaunt/domain'
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

const create = (name: Record<string, string>) =>
  call<BusinessTypeRecord>(ctx, 'POST', '/core/v1/business-types', { token: admin, body: { name } })

let address = 0

async function signUp(email: string, businessTypeId: number) {
  const terms = await call<{ id: number }>(ctx, 'GET', '/core/public/user/terms-and-condition/NO')
  return call<{ errors?: { path: string; message: string }[] }>(
    ctx,
    'POST',
    '/core/public/user/registration',
    {
      from: `198.51.100.${++address}`,
      body: {
        name: 'Fjord Glamping',
        email,
        role_id: [UserRole.Supplier],
        country_code: 'no',
        terms_and_condition_id: terms.body.id,
        accept_terms: true,
        business_type_id: businessTypeId,
      },
    },
  )
}

describe('business types (selects/business-type)', () => {
  it('creates, renames and lists a business type with its names per language', async () => {
    const created = await create({ en: 'Glamping site', de: 'Glampingplatz' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: { en: 'Glamping site', de: 'Glampingplatz' }, users: 0 })
    const renamed = await call<BusinessTypeRecord>(ctx, 'PUT', `/core/v1/business-types/${created.body.id}`, {
      token: admin,
      body: { name: { en: 'Glamping camp', de: '' } },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.name).toEqual({ en: 'Glamping camp' })
    const listed = await call<BusinessTypeRecord[]>(
      ctx,
      'GET',
      `/core/v1/business-types?filter=${encodeURIComponent('{"q":"glamping"}')}`,
      { token: admin },
    )
    expect(listed.body.map((type) => type.id)).toEqual([created.body.id])
    expect(listed.headers.get('Content-Range')).toMatch(/\/1$/)
  })

  it('refuses a business type without an English name, naming the field', async () => {
    const refused = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      '/core/v1/business-types',
      { token: admin, body: { name: { de: 'Nur Deutsch' } } },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toContainEqual({
      path: 'name.en',
      message: MESSAGES.businessTypeNameRequired,
    })
  })

  it('is chosen at sign-up, listed in the caller’s language, and cannot be deleted while in use', async () => {
    const type = (await create({ en: 'Sled dog kennel', no: 'Hundekjøring' })).body
    const choices = await call<{ data: { id: number; name: string }[] }>(
      ctx,
      'GET',
      '/core/public/user/business-type-list',
      { headers: { 'APP-LOCALE': 'no' } },
    )
    expect(choices.body.data).toContainEqual({ id: type.id, name: 'Hundekjøring' })

    expect((await signUp('sled.dogs@example.test', type.id)).status).toBe(200)
    const user = await ctx.db
      .selectFrom('app_user')
      .select('business_type_id')
      .where('email', '=', 'sled.dogs@example.test')
      .executeTakeFirstOrThrow()
    expect(user.business_type_id).toBe(type.id)

    const refused = await call(ctx, 'DELETE', `/core/v1/business-types/${type.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: MESSAGES.businessTypeInUse })

    const unused = (await create({ en: 'Ferry line' })).body
    expect((await call(ctx, 'DELETE', `/core/v1/business-types/${unused.id}`, { token: admin })).status).toBe(
      200,
    )
    expect((await call(ctx, 'GET', `/core/v1/business-types/${unused.id}`, { token: admin })).status).toBe(
      404,
    )
  })

  it('refuses a sign-up with an unknown business type on its field', async () => {
    const refused = await signUp('unknown.type@example.test', 999_999)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toContainEqual({
      path: 'business_type_id',
      message: MESSAGES.businessTypeNotFound,
    })
  })

  it('is for admins only, and documented', async () => {
    expect((await call(ctx, 'GET', '/core/v1/business-types', { token: supplier })).status).toBe(403)
    const doc = await call<{ paths: Record<string, Record<string, { operationId: string }>> }>(
      ctx,
      'GET',
      '/api/openapi.json',
    )
    expect(doc.body.paths['/core/v1/business-types/{id}']?.delete?.operationId).toBe('deleteBusinessType')
  })
})
