import {
  ServiceType,
  SUPPLIER_CONSENT_MESSAGES as WORDS,
  type SupplierConsentMappingRecord,
  type SupplierConsentMappingValues,
  type SupplierConsentRecord,
  type SupplierConsentValues,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { badRequest, notFound } from '../../lib/errors.js'

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }])

/** A consent is in force from its first day to its last, both included; none is open-ended. */
const inForce = sql<boolean>`(
  (c.valid_from is null or c.valid_from <= current_date)
  and (c.valid_to is null or c.valid_to >= current_date)
)`
const serviceCount = sql<number>`(
  select count(*) from supplier_consent_mapping m where m.supplier_consent_id = c.id
)::int`
const columns = [
  'c.id',
  'c.name',
  'c.all_services',
  sql<string | null>`to_char(c.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
  sql<string | null>`to_char(c.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
  'c.terms',
  serviceCount.as('service_count'),
  inForce.as('in_force'),
] as const

const ownConsents = (db: DB, supplierId: number) =>
  db.selectFrom('supplier_consent as c').where('c.supplier_user_id', '=', supplierId)

export async function listConsents(
  db: DB,
  supplierId: number,
  page: { first: number; size: number; sortBy: 'id' | 'name' | 'valid_from' | 'valid_to'; desc: boolean },
) {
  const { total } = await ownConsents(db, supplierId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const rows = await ownConsents(db, supplierId)
    .select(columns)
    .orderBy(`c.${page.sortBy}`, page.desc ? 'desc' : 'asc')
    .orderBy('c.id')
    .offset(page.first)
    .limit(page.size)
    .execute()
  return { data: rows as SupplierConsentRecord[], total: Number(total) }
}

/** Another supplier's consent is missing, exactly like one that never was. */
export async function getConsent(db: DB, supplierId: number, id: number): Promise<SupplierConsentRecord> {
  const row = await ownConsents(db, supplierId).select(columns).where('c.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(WORDS.notFound)
  return row
}

export async function createConsent(db: DB, supplierId: number, input: SupplierConsentValues) {
  const row = await db
    .insertInto('supplier_consent')
    .values({ supplier_user_id: supplierId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getConsent(db, supplierId, row.id)
}

export async function updateConsent(db: DB, supplierId: number, id: number, input: SupplierConsentValues) {
  await getConsent(db, supplierId, id)
  await db
    .updateTable('supplier_consent')
    .set({ ...input, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute()
  return getConsent(db, supplierId, id)
}

/** Packages already built keep their services; new mappings need a consent again. */
export async function deleteConsent(db: DB, supplierId: number, id: number) {
  const consent = await getConsent(db, supplierId, id)
  await db.deleteFrom('supplier_consent').where('id', '=', id).execute()
  return consent
}

const mappings = (db: DB, supplierId: number) =>
  db
    .selectFrom('supplier_consent_mapping as m')
    .innerJoin('supplier_consent as c', 'c.id', 'm.supplier_consent_id')
    .innerJoin('service as s', 's.id', 'm.service_id')
    .where('c.supplier_user_id', '=', supplierId)
    .select([
      'm.id',
      'm.supplier_consent_id',
      'm.service_id',
      's.service_type',
      sql<string>`coalesce(
        (select t.name from service_translation t where t.service_id = s.id and t.locale = 'en'),
        s.product_code)`.as('service_name'),
    ])

export async function listMappings(
  db: DB,
  supplierId: number,
  consentId: number,
  page: { first: number; size: number },
) {
  await getConsent(db, supplierId, consentId)
  const all = await mappings(db, supplierId)
    .where('m.supplier_consent_id', '=', consentId)
    .orderBy('service_name')
    .orderBy('m.id')
    .execute()
  return { data: all.slice(page.first, page.first + page.size), total: all.length }
}

async function getMapping(db: DB, supplierId: number, id: number): Promise<SupplierConsentMappingRecord> {
  const row = await mappings(db, supplierId).where('m.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(WORDS.mappingNotFound)
  return row
}

/** The consent must be the supplier's, the product theirs and not a package, and not mapped yet. */
async function checkMapping(db: DB, supplierId: number, values: SupplierConsentMappingValues, except = 0) {
  await getConsent(db, supplierId, values.supplier_consent_id)
  const service = await db
    .selectFrom('service')
    .select('id')
    .where('id', '=', values.service_id)
    .where('supplier_user_id', '=', supplierId)
    .where('service_type', '<>', ServiceType.Packages)
    .executeTakeFirst()
  if (!service) throw fieldError('service_id', WORDS.serviceNotYours)
  const twice = await db
    .selectFrom('supplier_consent_mapping')
    .select('id')
    .where('supplier_consent_id', '=', values.supplier_consent_id)
    .where('service_id', '=', values.service_id)
    .where('id', '<>', except)
    .executeTakeFirst()
  if (twice) throw fieldError('service_id', WORDS.serviceAlreadyMapped)
}

export async function createMapping(db: DB, supplierId: number, values: SupplierConsentMappingValues) {
  await checkMapping(db, supplierId, values)
  const row = await db
    .insertInto('supplier_consent_mapping')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow()
  return getMapping(db, supplierId, row.id)
}

export async function updateMapping(
  db: DB,
  supplierId: number,
  id: number,
  values: SupplierConsentMappingValues,
) {
  await getMapping(db, supplierId, id)
  await checkMapping(db, supplierId, values, id)
  await db.updateTable('supplier_consent_mapping').set(values).where('id', '=', id).execute()
  return getMapping(db, supplierId, id)
}

export async function deleteMapping(db: DB, supplierId: number, id: number) {
  const mapping = await getMapping(db, supplierId, id)
  await db.deleteFrom('supplier_consent_mapping').where('id', '=', id).execute()
  return mapping
}
