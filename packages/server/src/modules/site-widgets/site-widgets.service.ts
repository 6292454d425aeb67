import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import {
  SITE_WIDGET_MESSAGES,
  serviceTypeName,
  type Locale,
  type ServiceType,
  type SiteWidgetRecord,
  type SiteWidgetValues,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { isSoldOnSite } from '../catalogue/site-catalogue.js'
import { ownSite } from '../site-catalogue/site-catalogue.service.js'

type Settings = Omit<SiteWidgetValues, 'name' | 'element' | 'service_id'>

const widgetNotFound = () => notFound(SITE_WIDGET_MESSAGES.widgetNotFound)

const productName = (locale: Locale) => sql<string | null>`coalesce(
  (select t.name from service_translation t where t.service_id = w.service_id and t.locale = ${locale} and t.name <> ''),
  (select t.name from service_translation t where t.service_id = w.service_id and t.locale = 'en'))`

function widgetsOf(db: DB, siteId: number, locale: Locale) {
  return db
    .selectFrom('site_widget as w')
    .leftJoin('service as s', 's.id', 'w.service_id')
    .select([
      'w.id',
      'w.uuid',
      'w.site_id',
      'w.name',
      'w.element',
      'w.settings',
      'w.service_id',
      'w.updated_at',
      's.service_type',
      productName(locale).as('product_name'),
    ])
    .where('w.site_id', '=', siteId)
}

type Row = Awaited<ReturnType<ReturnType<typeof widgetsOf>['executeTakeFirstOrThrow']>>

function recordOf(row: Row): SiteWidgetRecord {
  const settings = row.settings as Partial<Settings>
  return {
    id: row.id,
    uuid: row.uuid,
    site_id: row.site_id,
    name: row.name,
    element: row.element as SiteWidgetRecord['element'],
    lang: settings.lang ?? null,
    currency: settings.currency ?? null,
    service_type: settings.service_type ?? null,
    search: settings.search ?? null,
    service_id: row.service_id,
    product_type: row.service_type ? serviceTypeName(row.service_type as ServiceType) : null,
    product_name: row.product_name,
    mode: settings.mode ?? 'card',
    placement: settings.placement ?? 'corner',
    ga4_measurement_id: settings.ga4_measurement_id ?? null,
    meta_pixel_id: settings.meta_pixel_id ?? null,
    consent: settings.consent ?? 'page',
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

/** Only the options that mean something for the element are kept, so a stale product never lingers. */
async function columnsOf(db: DB, siteId: number, input: SiteWidgetValues) {
  const { name, element, service_id, ...rest } = input
  const settings: Settings = {
    ...rest,
    service_type: element === 'search' ? (rest.service_type ?? null) : null,
    search: element === 'search' ? (rest.search ?? null) : null,
  }
  const product = element === 'product' ? (service_id ?? null) : null
  if (product !== null && !(await isSoldOnSite(db, siteId, product)))
    throw badRequest(`service_id: ${SITE_WIDGET_MESSAGES.productNotOnSite}`, [
      { path: 'service_id', message: SITE_WIDGET_MESSAGES.productNotOnSite },
    ])
  return { name, element, service_id: product, settings: JSON.stringify(settings) }
}

export async function listWidgets(db: DB, user: AppUser, siteId: number, locale: Locale) {
  await ownSite(db, user, siteId)
  const rows = await widgetsOf(db, siteId, locale).orderBy('w.id').execute()
  return { data: rows.map(recordOf), total: rows.length }
}

export async function readWidget(db: DB, user: AppUser, siteId: number, id: number, locale: Locale) {
  await ownSite(db, user, siteId)
  const row = await widgetsOf(db, siteId, locale).where('w.id', '=', id).executeTakeFirst()
  if (!row) throw widgetNotFound()
  return recordOf(row)
}

export async function createWidget(
  db: DB,
  user: AppUser,
  siteId: number,
  input: SiteWidgetValues,
  locale: Locale,
) {
  await ownSite(db, user, siteId)
  const { id } = await db
    .insertInto('site_widget')
    .values({ ...(await columnsOf(db, siteId, input)), site_id: siteId, uuid: randomUUID() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return readWidget(db, user, siteId, id, locale)
}

export async function updateWidget(
  db: DB,
  user: AppUser,
  siteId: number,
  id: number,
  input: SiteWidgetValues,
  locale: Locale,
) {
  await ownSite(db, user, siteId)
  const updated = await db
    .updateTable('site_widget')
    .set({ ...(await columnsOf(db, siteId, input)), updated_at: new Date() })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  if (updated.numUpdatedRows === 0n) throw widgetNotFound()
  return readWidget(db, user, siteId, id, locale)
}

export async function deleteWidget(db: DB, user: AppUser, siteId: number, id: number) {
  await ownSite(db, user, siteId)
  const deleted = await db
    .deleteFrom('site_widget')
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  if (deleted.numDeletedRows === 0n) throw widgetNotFound()
}
