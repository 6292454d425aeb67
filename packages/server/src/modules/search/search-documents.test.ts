import { ServiceType, Status } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobQueue } from '../../lib/job-queue.js'
import { productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { runServiceDataJob } from '../service-data/index.js'
import { serviceDataDb } from '../service-data/service-data.tables.js'
import {
  queueSearchReindexIfEmpty,
  rebuildSearchDocuments,
  SEARCH_REINDEX_QUEUE,
  searchDocumentsDb,
} from './search-documents.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const documents = (serviceId?: number) =>
  searchDocumentsDb(ctx.db)
    .selectFrom('search_document')
    .selectAll()
    .$if(serviceId !== undefined, (q) => q.where('service_id', '=', serviceId!))
    .orderBy('service_id')
    .orderBy('locale')
    .execute()

const translations = async () =>
  (
    await ctx.db
      .selectFrom('service_translation')
      .select(['service_id', 'locale'])
      .orderBy('service_id')
      .orderBy('locale')
      .execute()
  ).map((row) => `${row.service_id}:${row.locale}`)

describe('search documents', () => {
  it('holds one document per product and language it has texts in, with what a search reads', async () => {
    const all = await documents()
    expect(all.map((doc) => `${doc.service_id}:${doc.locale}`)).toEqual(await translations())
    const rental = await productOfType(ctx.db, ServiceType.Rentals)
    const [doc] = (await documents(rental.id)).filter((row) => row.locale === 'en')
    const texts = await ctx.db
      .selectFrom('service_translation')
      .select(['locale', 'name'])
      .where('service_id', '=', rental.id)
      .execute()
    expect(doc).toMatchObject({
      status: rental.status,
      service_type: ServiceType.Rentals,
      currency_code: rental.currency_code,
      product_code: rental.product_code,
      name: texts.find((text) => text.locale === 'en')!.name,
      own_locales: texts.map((text) => text.locale).sort(),
    })
  })

  it('follows every write to a product, its texts and its categories at once', async () => {
    const admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
    const rental = await productOfType(ctx.db, ServiceType.Rentals)
    const hidden = await call(
      ctx,
      'PUT',
      `/core/v1/rentals/${rental.id}/update-status?status=${Status.Hide}`,
      {
        token: admin,
      },
    )
    expect(hidden.status).toBe(200)
    const statuses = (await documents(rental.id)).map((doc) => doc.status)
    expect(statuses.length).toBeGreaterThan(0)
    expect(new Set(statuses)).toEqual(new Set([Status.Hide]))

    await ctx.db
      .updateTable('service_translation')
      .set({ name: 'Renamed rental', search_vector: sql`to_tsvector('english', 'Renamed rental')` })
      .where('service_id', '=', rental.id)
      .where('locale', '=', 'en')
      .execute()
    const en = (await documents(rental.id)).find((doc) => doc.locale === 'en')!
    expect(en.name).toBe('Renamed rental')
    const otherLanguage = (await documents(rental.id)).find((doc) => doc.locale !== 'en')
    if (otherLanguage) expect(otherLanguage.other_vector).toContain("'renam'")

    const child = await ctx.db
      .selectFrom('category')
      .select(['id', 'parent_id'])
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await ctx.db.deleteFrom('service_category').where('service_id', '=', rental.id).execute()
    await ctx.db
      .insertInto('service_category')
      .values({ service_id: rental.id, category_id: child.id })
      .execute()
    const [after] = await documents(rental.id)
    expect(after).toMatchObject({
      category_ids: [child.id],
      category_tree_ids: [child.id, child.parent_id].sort((a, b) => a! - b!),
    })

    await ctx.db
      .deleteFrom('service_translation')
      .where('service_id', '=', rental.id)
      .where('locale', '<>', 'en')
      .execute()
    expect((await documents(rental.id)).map((doc) => [doc.locale, doc.own_locales])).toEqual([['en', ['en']]])
  })

  it('is rebuilt by the product data job and, when missing, by the reindex job', async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities)
    const before = await documents(product.id)
    await searchDocumentsDb(ctx.db)
      .deleteFrom('search_document')
      .where('service_id', '=', product.id)
      .execute()
    const { id } = await serviceDataDb(ctx.db)
      .insertInto('service_data_job')
      .values({ service_id: product.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    await runServiceDataJob(ctx.db, null, id)
    expect(await documents(product.id)).toEqual(before)

    const sent: string[] = []
    const jobs: JobQueue = { send: async (name) => (sent.push(name), 'job') }
    await queueSearchReindexIfEmpty(ctx.db, jobs)
    expect(sent).toEqual([])
    const all = await documents()
    await searchDocumentsDb(ctx.db).deleteFrom('search_document').execute()
    await queueSearchReindexIfEmpty(ctx.db, jobs)
    expect(sent).toEqual([SEARCH_REINDEX_QUEUE])
    await rebuildSearchDocuments(ctx.db, null)
    expect(await documents()).toEqual(all)
  })
})
