import { MESSAGES, currencyName, type CurrencyRecord, type Locale, type OfferedCurrency } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'

export const CURRENCY_SORT_FIELDS = ['code', 'name', 'products', 'enabled'] as const
type SortField = (typeof CURRENCY_SORT_FIELDS)[number]

interface ListQuery {
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

const named = (code: string, locale: Locale): OfferedCurrency => ({
  code,
  english_name: currencyName(code, 'en'),
  name: currencyName(code, locale),
})

/** The currencies new prices may be set in, by code. */
export async function listOfferedCurrencies(db: DB, locale: Locale): Promise<OfferedCurrency[]> {
  const rows = await db
    .selectFrom('marketplace_currency')
    .select('code')
    .where('enabled', '=', true)
    .orderBy('code')
    .execute()
  return rows.map((row) => named(row.code, locale))
}

const productCount = sql<number>`(select count(*)::int from service s where upper(s.currency_code) = mc.code)`

async function currencyRows(db: DB, locale: Locale, code?: string): Promise<CurrencyRecord[]> {
  let rows = db
    .selectFrom('marketplace_currency as mc')
    .select(['mc.code', 'mc.enabled', productCount.as('products')])
  if (code) rows = rows.where('mc.code', '=', code)
  return (await rows.orderBy('mc.code').execute()).map((row) => ({
    id: row.code,
    ...named(row.code, locale),
    enabled: row.enabled,
    products: Number(row.products),
  }))
}

/** Every currency on the list, sorted and paged in memory: ISO 4217 has fewer than 200. */
export async function listCurrencies(db: DB, query: ListQuery, locale: Locale) {
  const all = await currencyRows(db, locale)
  const { field, order } = query.sort
  const compare = (a: CurrencyRecord, b: CurrencyRecord) =>
    typeof a[field] === 'string'
      ? String(a[field]).localeCompare(String(b[field]), locale)
      : Number(a[field]) - Number(b[field])
  all.sort((a, b) => (order === 'DESC' ? -1 : 1) * compare(a, b) || a.code.localeCompare(b.code))
  const [first, last] = query.range
  return { data: all.slice(first, last + 1), total: all.length }
}

export async function getCurrency(db: DB, code: string, locale: Locale) {
  const [currency] = await currencyRows(db, locale, code.toUpperCase())
  if (!currency) throw notFound(MESSAGES.currencyNotFound)
  return currency
}

/** Adds an ISO 4217 currency (the schema has checked the code), enabled. */
export async function addCurrency(db: DB, code: string, locale: Locale) {
  const added = await db
    .insertInto('marketplace_currency')
    .values({ code })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('code')
    .executeTakeFirst()
  if (!added)
    throw new ApiError(409, MESSAGES.currencyAlreadyOffered, [
      { path: 'code', message: MESSAGES.currencyAlreadyOffered },
    ])
  return getCurrency(db, code, locale)
}

/** Closing a currency refuses new prices in it; the products priced in it keep theirs (`products` says how many). */
export async function setCurrencyEnabled(db: DB, code: string, enabled: boolean, locale: Locale) {
  const changed = await db
    .updateTable('marketplace_currency')
    .set({ enabled })
    .where('code', '=', code.toUpperCase())
    .returning('code')
    .executeTakeFirst()
  if (!changed) throw notFound(MESSAGES.currencyNotFound)
  return getCurrency(db, code, locale)
}

/**
 * A product write's currency must be one the marketplace sells in. A product keeping the currency
 * it already has (`current`) passes, so closing a currency does not lock its products' other edits.
 */
export async function assertCurrencyOffered(db: DB, code: string, current?: string | null) {
  const wanted = code.toUpperCase()
  if (current && current.toUpperCase() === wanted) return
  const offered = await db
    .selectFrom('marketplace_currency')
    .select('code')
    .where('code', '=', wanted)
    .where('enabled', '=', true)
    .executeTakeFirst()
  if (!offered)
    throw badRequest(`currency_code: ${MESSAGES.currencyNotOffered}`, [
      { path: 'currency_code', message: MESSAGES.currencyNotOffered },
    ])
}
