import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { ContentTokenRecord, CreatedContentToken } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'

const TOKEN_PREFIX = 'jct_'

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex')

const tokens = (db: DB) =>
  db
    .selectFrom('content_api_token as t')
    .innerJoin('partner_site as s', 's.id', 't.site_id')
    .leftJoin('app_user as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.site_id',
      's.name as site_name',
      't.name',
      't.prefix',
      'u.name as created_by_name',
      't.created_at',
      't.last_used_at',
      't.revoked_at',
    ])

type Row = Awaited<ReturnType<ReturnType<typeof tokens>['executeTakeFirstOrThrow']>>

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)
const recordOf = (row: Row): ContentTokenRecord => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
})

export async function listTokens(
  db: DB,
  query: { page: number; per_page: number; site_id?: number | undefined; search?: string | undefined },
) {
  let filtered = tokens(db)
  if (query.site_id) filtered = filtered.where('t.site_id', '=', query.site_id)
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    filtered = filtered.where((eb) =>
      eb.or([
        eb('t.name', 'ilike', pattern),
        eb('s.name', 'ilike', pattern),
        eb('t.prefix', 'ilike', pattern),
      ]),
    )
  }
  const [rows, count] = await Promise.all([
    filtered
      .orderBy('t.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(recordOf), total: Number(count.total) }
}

/** A new token for the site; the whole token is in this answer and nowhere else. */
export async function createToken(
  db: DB,
  user: AppUser,
  siteId: number,
  name: string,
): Promise<CreatedContentToken> {
  const site = await db.selectFrom('partner_site').select('id').where('id', '=', siteId).executeTakeFirst()
  if (!site) throw notFound((words) => words.siteNotFound)
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const { id } = await db
    .insertInto('content_api_token')
    .values({
      site_id: siteId,
      name,
      prefix: token.slice(0, TOKEN_PREFIX.length + 8),
      token_hash: hashOfToken(token),
      created_by: user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const row = await tokens(db).where('t.id', '=', id).executeTakeFirstOrThrow()
  return { ...recordOf(row), token }
}

/** Revoking is final and answers the token as it now stands; revoking twice keeps the first time. */
export async function revokeToken(db: DB, id: number) {
  await db
    .updateTable('content_api_token')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute()
  const row = await tokens(db).where('t.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return recordOf(row)
}

/** The site a live token reads, or null; its last use is noted at most once a minute. */
export async function siteOfToken(db: DB, token: string): Promise<number | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null
  const row = await db
    .selectFrom('content_api_token')
    .select(['id', 'site_id', 'last_used_at'])
    .where('token_hash', '=', hashOfToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000)
    await db
      .updateTable('content_api_token')
      .set({ last_used_at: new Date() })
      .where('id', '=', row.id)
      .execute()
  return row.site_id
}
