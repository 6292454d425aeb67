import { randomBytes } from 'node:crypto'
import {
  MESSAGES,
  PACKAGE_DRAFT_STATUS,
  packageComponentTypeAllowed,
  ServiceType,
  Status,
  SUPPLIER_CONSENT_MESSAGES,
  type PackageContent,
  type PackageCreate,
  type PackagePricingRule,
  type PackageRecord,
  type PackageServiceMapping,
  type PackageBookingRules,
  type PackageSettings,
  type TourImage,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { AppUser, ProductImage } from '../../db/schema.js'
import { badRequest } from '../../lib/errors.js'
import { ownSite } from '../site-catalogue/site-catalogue.service.js'
import { checkTourImages, tourImagesOf } from '../supplier-tours/tour-images.js'
import { readTourTexts, writeTourTexts } from '../supplier-tours/tour-texts.js'
import { consentedServices } from '../supplier-consents/consent-coverage.js'
import { bookableAhead } from './bookable-ahead.js'
import { ownPackage } from './package-ownership.js'
import { packagePrice } from './package-pricing.js'

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }])

/** The services of a package in day order, with what the products tab and the prices need. */
export async function selectedServices(db: DB, packageId: number) {
  const rows = await db
    .selectFrom('package_component as pc')
    .innerJoin('service as s', 's.id', 'pc.service_id')
    .select([
      'pc.service_id',
      'pc.day_offset',
      'pc.nights',
      's.service_type',
      's.currency_code',
      's.lowest_price',
      sql<string>`coalesce(
        (select t.name from service_translation t where t.service_id = s.id and t.locale = 'en'),
        s.product_code)`.as('name'),
    ])
    .where('pc.package_id', '=', packageId)
    .orderBy('pc.day_offset')
    .orderBy('pc.service_id')
    .execute()
  return rows.map((row) => ({
    ...row,
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
  }))
}

export async function getPackage(db: DB, user: AppUser, id: number): Promise<PackageRecord> {
  await ownPackage(db, user, id)
  const row = await db
    .selectFrom('service as s')
    .innerJoin('package_site as p', 'p.package_id', 's.id')
    .selectAll('p')
    .select(['s.id', 's.status', 's.product_code', 's.currency_code', 's.images'])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow()
  const [texts, components] = await Promise.all([readTourTexts(db, id), selectedServices(db, id)])
  const { package_id: _packageId, ...settings } = row
  const price = packagePrice(components, { ...settings, margin: Number(settings.margin) })
  return {
    ...settings,
    margin: Number(settings.margin),
    pricing_rule: settings.pricing_rule as PackagePricingRule,
    status: row.status as Status,
    name: texts.en?.name ?? '',
    texts,
    images: tourImagesOf(row.images),
    components,
    adult_price: price,
    child_price: price,
  }
}

/**
 * Gives the package a start date for every day of its range, priced from its services today; a date
 * outside the range goes unless a guest has it in a cart or booking.
 */
async function syncSlots(trx: DB, id: number) {
  const settings = await trx
    .selectFrom('package_site')
    .selectAll()
    .where('package_id', '=', id)
    .executeTakeFirstOrThrow()
  const components = await selectedServices(trx, id)
  const price = packagePrice(components, { ...settings, margin: Number(settings.margin) })
  await trx
    .updateTable('service')
    .set({ lowest_price: price, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute()
  const { date_from: from, date_to: to } = settings
  await trx
    .deleteFrom('package_slot as ps')
    .where('ps.package_id', '=', id)
    .where('ps.booked', '=', 0)
    .where('ps.held', '=', 0)
    .where((eb) => (from && to ? eb.or([eb('ps.date', '<', from), eb('ps.date', '>', to)]) : eb.lit(true)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reserved_package as r').select('r.id').whereRef('r.package_slot_id', '=', 'ps.id'),
        ),
      ),
    )
    .execute()
  if (!from || !to) return
  await sql`
    insert into package_slot (package_id, date, adult_price, child_price, allotment)
    select ${id}, d::date, ${price}, ${price}, ${settings.places}
    from generate_series(${from}::date, least(${to}::date, ${from}::date + 400), interval '1 day') d
    on conflict (package_id, date) do update set
      adult_price = excluded.adult_price,
      child_price = excluded.child_price,
      allotment = greatest(excluded.allotment, package_slot.booked + package_slot.held)
  `.execute(trx)
}

/** A new package starts as a draft of one of the partner's sites, sold by that site. */
export async function createPackage(db: DB, user: AppUser, values: PackageCreate) {
  const siteId = await ownSite(db, user, values.site_id)
  const site = await db
    .selectFrom('partner_site')
    .select('owner_user_id')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow()
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service')
      .values({
        supplier_user_id: site.owner_user_id,
        service_type: ServiceType.Packages,
        status: PACKAGE_DRAFT_STATUS,
        product_code: `PKG-${randomBytes(4).toString('hex').toUpperCase()}`,
        lat: 0,
        lng: 0,
        currency_code: 'EUR',
        images: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('package_site').values({ package_id: id, site_id: siteId }).execute()
    await writeTourTexts(trx, id, { en: emptyText(values.name) }, {})
    await recordStatus(trx, id, user.id, null, PACKAGE_DRAFT_STATUS)
    return id
  })
  return getPackage(db, user, id)
}

const emptyText = (name: string) => ({
  name,
  short_description: '',
  description: '',
  meeting_point: '',
  highlights: [],
})

async function recordStatus(trx: DB, id: number, userId: number, from: number | null, to: number) {
  await trx
    .insertInto('package_status_history')
    .values({ package_id: id, user_id: userId, from_status: from, to_status: to })
    .execute()
}

export async function updateSettings(db: DB, user: AppUser, id: number, values: PackageSettings) {
  await ownPackage(db, user, id)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('package_site').set(values).where('package_id', '=', id).execute()
    await syncSlots(trx, id)
  })
  return getPackage(db, user, id)
}

/** Booking rules change which dates guests may book, not the package's slots or prices. */
export async function updateBookingRules(db: DB, user: AppUser, id: number, values: PackageBookingRules) {
  await ownPackage(db, user, id)
  await db.updateTable('package_site').set(values).where('package_id', '=', id).execute()
  return getPackage(db, user, id)
}

/** The services' own pictures may be reused; any other picture must be the partner's own upload. */
async function checkPackageImages(db: DB, partnerId: number, id: number, images: TourImage[]) {
  const reusable = new Set((await serviceImages(db, id)).map((image) => image.url))
  await checkTourImages(
    db,
    partnerId,
    images.map((image) => (reusable.has(image.url) ? { ...image, url: '' } : image)),
  )
}

export async function updateContent(db: DB, user: AppUser, id: number, values: PackageContent) {
  const owned = await ownPackage(db, user, id)
  await checkPackageImages(db, owned.owner_user_id, id, values.images)
  await db.transaction().execute(async (trx) => {
    await writeTourTexts(trx, id, values.texts, {})
    await trx
      .updateTable('service')
      .set({ images: JSON.stringify(values.images), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute()
  })
  return getPackage(db, user, id)
}

/** The pictures of the package's services, for the partner to reuse. */
export async function serviceImages(db: DB, id: number) {
  const rows = await db
    .selectFrom('package_component as pc')
    .innerJoin('service as s', 's.id', 'pc.service_id')
    .select(['s.id', 's.images'])
    .where('pc.package_id', '=', id)
    .orderBy('pc.day_offset')
    .execute()
  return rows.flatMap((row) =>
    tourImagesOf(row.images as ProductImage[]).map((image) => ({ service_id: row.id, ...image })),
  )
}

/** A service new to the package needs its supplier's consent; those already in it stay. */
async function checkConsents(db: DB, partnerId: number, id: number, values: PackageServiceMapping) {
  const kept = new Set((await selectedServices(db, id)).map((service) => service.service_id))
  const added = values.components.map((component) => component.service_id).filter((sid) => !kept.has(sid))
  const consented = await consentedServices(db, partnerId, added)
  values.components.forEach((component, index) => {
    if (!kept.has(component.service_id) && !consented.has(component.service_id))
      throw fieldError(`components.${index}.service_id`, SUPPLIER_CONSENT_MESSAGES.notConsented)
  })
}

/**
 * Bundles services the site sells (never another package), all in one currency; the package takes
 * its place and currency from the first, and its prices are worked out again.
 */
export async function updateMapping(db: DB, user: AppUser, id: number, values: PackageServiceMapping) {
  const owned = await ownPackage(db, user, id)
  const ids = values.components.map((component) => component.service_id)
  const services = await db
    .selectFrom('service as s')
    .innerJoin('site_catalogue as sc', 'sc.service_id', 's.id')
    .select(['s.id', 's.service_type', 's.currency_code', 's.location_id', 's.lat', 's.lng', 's.address'])
    .where('sc.site_id', '=', owned.site_id)
    .where('s.id', 'in', ids)
    .where('s.id', '<>', id)
    .execute()
  const byId = new Map(services.map((service) => [service.id, service]))
  values.components.forEach((component, index) => {
    const service = byId.get(component.service_id)
    const path = `components.${index}.service_id`
    if (!service) throw fieldError(path, MESSAGES.packageServiceNotOnSite)
    if (!packageComponentTypeAllowed(service.service_type))
      throw fieldError(path, MESSAGES.packageServiceIsPackage)
    if (service.currency_code !== byId.get(ids[0]!)!.currency_code)
      throw fieldError(path, MESSAGES.packageCurrencyMismatch)
  })
  await checkConsents(db, owned.owner_user_id, id, values)
  for (const [index, component] of values.components.entries()) {
    const service = byId.get(component.service_id)!
    if (!(await bookableAhead(db, service.id, service.service_type)))
      throw fieldError(`components.${index}.service_id`, MESSAGES.packageServiceSoldOut)
  }
  const first = byId.get(ids[0]!)!
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('package_component').where('package_id', '=', id).execute()
    // The same service twice is one component: the last choice wins.
    const unique = new Map(values.components.map((component) => [component.service_id, component]))
    await trx
      .insertInto('package_component')
      .values([...unique.values()].map((component) => ({ package_id: id, ...component })))
      .execute()
    await trx
      .updateTable('service')
      .set({
        currency_code: first.currency_code,
        location_id: first.location_id,
        lat: first.lat,
        lng: first.lng,
        address: first.address,
      })
      .where('id', '=', id)
      .execute()
    await syncSlots(trx, id)
  })
  return getPackage(db, user, id)
}

/** Changes the status and keeps who did it; a package goes on sale only with services and pictures. */
export async function changeStatus(db: DB, user: AppUser, id: number, status: Status) {
  await ownPackage(db, user, id)
  const saved = await getPackage(db, user, id)
  if (status === Status.Active && saved.components.length === 0)
    throw fieldError('status', MESSAGES.packageServicesRequired)
  if (status === Status.Active && saved.images.length === 0)
    throw fieldError('images', MESSAGES.imageRequired)
  if (saved.status !== status) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('service')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute()
      await recordStatus(trx, id, user.id, saved.status, status)
    })
  }
  return getPackage(db, user, id)
}

export async function statusHistory(db: DB, user: AppUser, id: number) {
  await ownPackage(db, user, id)
  const rows = await db
    .selectFrom('package_status_history as h')
    .leftJoin('app_user as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.from_status', 'h.to_status', 'u.name as user_name', 'h.changed_at'])
    .where('h.package_id', '=', id)
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute()
  return rows.map((row) => ({
    ...row,
    from_status: row.from_status as Status | null,
    to_status: row.to_status as Status,
    changed_at: new Date(row.changed_at).toISOString(),
  }))
}

/**
 * A copy of the package with everything but its id and status: it starts as a draft on the same site.
 * It remembers the package it was copied from, which is only ever an older row, so clones never loop.
 */
export async function clonePackage(db: DB, user: AppUser, id: number) {
  await ownPackage(db, user, id)
  const copy = await db.transaction().execute(async (trx) => {
    const source = await trx.selectFrom('service').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const kept = Object.keys(source)
      .filter((column) => !['id', 'status', 'product_code', 'created_at', 'updated_at'].includes(column))
      .map((column) => sql.ref(column))
    const { rows } = await sql<{ id: number }>`
      insert into service (${sql.join(kept)}, status, product_code)
      select ${sql.join(kept)}, ${PACKAGE_DRAFT_STATUS}, ${`PKG-${randomBytes(4).toString('hex').toUpperCase()}`}
      from service where id = ${id}
      returning id
    `.execute(trx)
    const copyId = rows[0]!.id
    for (const table of ['service_category', 'service_tag', 'service_feature'] as const) {
      const column = sql.ref(
        table === 'service_category' ? 'category_id' : table === 'service_tag' ? 'tag_id' : 'feature_id',
      )
      await sql`insert into ${sql.table(table)} (service_id, ${column})
        select ${copyId}, ${column} from ${sql.table(table)} where service_id = ${id}`.execute(trx)
    }
    await sql`
      insert into package_site (package_id, site_id, date_from, date_to, nights, adults, children, rooms, pricing_rule, margin, places,
        min_notice_hours, booking_cut_off, guest_chooses_room, internal_note, cloned_from)
      select ${copyId}, site_id, date_from, date_to, nights, adults, children, rooms, pricing_rule, margin, places,
        min_notice_hours, booking_cut_off, guest_chooses_room, internal_note, package_id
      from package_site where package_id = ${id};
      `.execute(trx)
    await sql`
      insert into package_component (package_id, service_id, day_offset, nights)
      select ${copyId}, service_id, day_offset, nights from package_component where package_id = ${id}
    `.execute(trx)
    await sql`
      insert into service_translation (service_id, locale, name, short_description, description, meeting_point, highlights, search_vector, machine_translated)
      select ${copyId}, locale, name, short_description, description, meeting_point, highlights, search_vector, machine_translated
      from service_translation where service_id = ${id}
    `.execute(trx)
    await recordStatus(trx, copyId, user.id, null, PACKAGE_DRAFT_STATUS)
    await syncSlots(trx, copyId)
    return copyId
  })
  return getPackage(db, user, copy)
}
