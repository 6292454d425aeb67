import { MESSAGES, type LegalTextCorrection, type LegalTextRecord, type LegalTextValues } from '@jaunt/domain'
import { sql, type Selectable } from 'kysely'
import type { DB } from '../../db/database.js'
import type { LegalTextTable } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'
import { sanitisePartnerHtml } from '../site-pages/partner-html.js'

export const LEGAL_TEXT_SORT_FIELDS = [
  'id',
  'kind',
  'country_code',
  'locale',
  'version',
  'published_at',
] as const
type SortField = (typeof LEGAL_TEXT_SORT_FIELDS)[number]

export interface LegalTextQuery {
  filter: { kind?: LegalTextValues['kind']; country_code?: string; locale?: string; q?: string }
  range: [number, number]
  sort: { field: SortField; order: 'ASC' | 'DESC' }
}

const newest = sql<number>`(select max(o.version) from legal_text o
  where o.kind = l.kind and o.locale = l.locale and o.country_code is not distinct from l.country_code)`

const toRecord = (row: Selectable<LegalTextTable> & { newest: number }): LegalTextRecord => ({
  id: row.id,
  kind: row.kind,
  country_code: row.country_code,
  locale: row.locale as LegalTextRecord['locale'],
  version: row.version,
  title: row.title,
  content_html: row.content_html,
  published_at: row.published_at.toISOString(),
  is_current: row.version === row.newest,
})

/** Every version of every legal text, one page of them; `country_code` "-" asks for the general ones. */
export async function listLegalTexts(db: DB, { filter, range, sort }: LegalTextQuery) {
  let texts = db.selectFrom('legal_text as l')
  if (filter.kind) texts = texts.where('l.kind', '=', filter.kind)
  if (filter.locale) texts = texts.where('l.locale', '=', filter.locale)
  if (filter.country_code === '-') texts = texts.where('l.country_code', 'is', null)
  else if (filter.country_code) texts = texts.where('l.country_code', '=', filter.country_code.toUpperCase())
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    texts = texts.where('l.title', 'ilike', like)
  }
  const { total } = await texts.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const [first, last] = range
  const rows = await texts
    .selectAll('l')
    .select(newest.as('newest'))
    .orderBy(`l.${sort.field}`, sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('l.id', 'desc')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: rows.map(toRecord), total: Number(total) }
}

export async function getLegalText(db: DB, id: number) {
  const row = await db
    .selectFrom('legal_text as l')
    .selectAll('l')
    .select(newest.as('newest'))
    .where('l.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(MESSAGES.legalTextNotFound)
  return toRecord(row)
}

/**
 * Publishes the next version of a text for its country and language, its HTML cleaned. A new version
 * of the partners' and suppliers' terms asks every user who reads it to accept again at next login.
 */
export async function publishLegalText(db: DB, input: LegalTextValues) {
  const id = await db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('legal_text')
      .select((eb) => eb.fn.max<number | null>('version').as('last'))
      .where('kind', '=', input.kind)
      .where('locale', '=', input.locale)
      .where((eb) =>
        input.country_code ? eb('country_code', '=', input.country_code) : eb('country_code', 'is', null),
      )
      .executeTakeFirstOrThrow()
    const row = await trx
      .insertInto('legal_text')
      .values({ ...input, content_html: sanitisePartnerHtml(input.content_html), version: (last ?? 0) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (input.kind === 'terms-and-conditions') await askToAcceptAgain(trx, input.country_code)
    return row.id
  })
  return getLegalText(db, id)
}

/** The users a new version of the terms applies to: its country's, or those whose country has none of its own. */
async function askToAcceptAgain(db: DB, countryCode: string | null) {
  let users = db.updateTable('app_user').set({ terms_and_condition_accepted: false, updated_at: new Date() })
  users = countryCode
    ? users.where(sql`upper(country_code)`, '=', countryCode)
    : users.where(
        sql<boolean>`coalesce(upper(country_code), '') not in (select country_code from legal_text
          where kind = 'terms-and-conditions' and country_code is not null)`,
      )
  await users.execute()
}

/** Corrects a version's words in place (a typo): nobody is asked to accept again. */
export async function correctLegalText(db: DB, id: number, input: LegalTextCorrection) {
  const row = await db
    .updateTable('legal_text')
    .set({ title: input.title, content_html: sanitisePartnerHtml(input.content_html) })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst()
  if (!row) throw notFound(MESSAGES.legalTextNotFound)
  return getLegalText(db, id)
}
