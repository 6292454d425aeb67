import {
  EARNING_STATUS_MOVES,
  EarningStatus,
  UserRole,
  earningIdOf,
  parseEarningId,
  type EarningDetail,
  type EarningKind,
  type EarningListFilter,
  type EarningRow,
  type EarningSortField,
  type EarningStatusInput,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { earningLines } from './earning-lines.js'
import { earningsDb, type EarningsDB } from './earnings.tables.js'

/** Who is looking: an admin sees every owner's earnings, anyone else only their own. */
export interface EarningViewer {
  id: number
  roles: number[]
}

export interface EarningListQuery {
  filter: EarningListFilter
  sort: { field: EarningSortField; order: 'ASC' | 'DESC' }
  range: [number, number]
}

const isAdmin = (viewer: EarningViewer) => viewer.roles.includes(UserRole.Admin)

/** One row per owner, month and currency, with its status; ownership is part of the query. */
function earnings(
  db: EarningsDB,
  kind: EarningKind,
  viewer: EarningViewer,
  filter: EarningListFilter,
  locale: Locale,
) {
  const owner = isAdmin(viewer) ? filter.owner_user_id : viewer.id
  let lines = db.selectFrom(earningLines(db, kind, locale).as('e')).selectAll('e')
  if (owner !== undefined) lines = lines.where('e.owner_user_id', '=', owner)
  if (filter.month) lines = lines.where('e.month', '=', filter.month)
  if (filter.currency_code) lines = lines.where('e.currency_code', '=', filter.currency_code)
  const status = sql<number>`coalesce(es.status, ${EarningStatus.Pending})`
  const grouped = db
    .selectFrom(lines.as('e'))
    .innerJoin('app_user as u', 'u.id', 'e.owner_user_id')
    .leftJoin('earning_status as es', (join) =>
      join
        .on('es.kind', '=', kind)
        .onRef('es.owner_user_id', '=', 'e.owner_user_id')
        .onRef('es.month', '=', 'e.month')
        .onRef('es.currency_code', '=', 'e.currency_code'),
    )
    .select([
      'e.owner_user_id',
      'u.name as owner_name',
      'e.month',
      'e.currency_code',
      // A late refund's line is not a booking of the month it lands in.
      sql<number>`(count(*) filter (where e.refund_of_month is null))::int`.as('bookings'),
      sql<number>`sum(e.gross)`.as('gross'),
      sql<number>`sum(e.refunds)`.as('refunds'),
      sql<number>`sum(e.commission)`.as('commission'),
      sql<number>`sum(e.net)`.as('net'),
      status.as('status'),
      'es.updated_at as status_changed_at',
    ])
    .groupBy(['e.owner_user_id', 'u.name', 'e.month', 'e.currency_code', 'es.status', 'es.updated_at'])
  const rows = db.selectFrom(grouped.as('g')).selectAll('g')
  return filter.status === undefined ? rows : rows.where('g.status', '=', filter.status)
}

type Grouped = Awaited<ReturnType<ReturnType<typeof earnings>['execute']>>[number]

const toRow = (kind: EarningKind, row: Grouped): EarningRow => ({
  id: earningIdOf(row.owner_user_id, row.month, row.currency_code),
  kind,
  owner_user_id: row.owner_user_id,
  owner_name: row.owner_name,
  month: row.month,
  currency_code: row.currency_code,
  bookings: Number(row.bookings),
  gross: Number(row.gross),
  refunds: Number(row.refunds),
  commission: Number(row.commission),
  net: Number(row.net),
  status: row.status as EarningRow['status'],
  status_changed_at: row.status_changed_at ? new Date(row.status_changed_at).toISOString() : null,
})

export async function listEarnings(
  db: DB,
  kind: EarningKind,
  viewer: EarningViewer,
  query: EarningListQuery,
  locale: Locale,
) {
  const edb = earningsDb(db)
  const scope = earnings(edb, kind, viewer, query.filter, locale)
  const [first, last] = query.range
  const order = query.sort.order === 'ASC' ? 'asc' : 'desc'
  const [rows, count] = await Promise.all([
    scope
      .orderBy(`g.${query.sort.field}`, order)
      .orderBy('g.month', 'desc')
      .orderBy('g.owner_user_id')
      .orderBy('g.currency_code')
      .limit(last - first + 1)
      .offset(first)
      .execute(),
    edb
      .selectFrom(scope.as('all'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { data: rows.map((row) => toRow(kind, row)), total: Number(count.total) }
}

/** Every earning the list shows under the same filters, all rows, for the export. */
export async function allEarnings(
  db: DB,
  kind: EarningKind,
  viewer: EarningViewer,
  filter: EarningListFilter,
  locale: Locale,
) {
  const rows = await earnings(earningsDb(db), kind, viewer, filter, locale)
    .orderBy('g.month', 'desc')
    .orderBy('g.owner_name')
    .orderBy('g.currency_code')
    .execute()
  return rows.map((row) => toRow(kind, row))
}

/** The earning's key, when the viewer may see it; another owner's earning is as missing as none. */
function visibleKey(viewer: EarningViewer, id: string) {
  const key = parseEarningId(id)
  if (!key || (!isAdmin(viewer) && key.ownerUserId !== viewer.id)) throw notFound('Earning not found')
  return key
}

export async function earningDetail(
  db: DB,
  kind: EarningKind,
  viewer: EarningViewer,
  id: string,
  locale: Locale,
): Promise<EarningDetail> {
  const key = visibleKey(viewer, id)
  const edb = earningsDb(db)
  const filter = { owner_user_id: key.ownerUserId, month: key.month, currency_code: key.currencyCode }
  const row = await earnings(edb, kind, { id: key.ownerUserId, roles: [] }, filter, locale).executeTakeFirst()
  if (!row) throw notFound('Earning not found')
  const [lines, history] = await Promise.all([
    edb
      .selectFrom(earningLines(edb, kind, locale).as('e'))
      .selectAll('e')
      .where('e.owner_user_id', '=', key.ownerUserId)
      .where('e.month', '=', key.month)
      .where('e.currency_code', '=', key.currencyCode)
      .orderBy('e.booked_at')
      .orderBy('e.booking_kind', 'desc')
      .orderBy('e.reservation_id')
      .orderBy('e.product_name')
      .execute(),
    edb
      .selectFrom('earning_status_history as h')
      .leftJoin('app_user as u', 'u.id', 'h.changed_by')
      .select(['h.from_status', 'h.to_status', 'h.note', 'u.name', 'h.changed_at'])
      .where('h.kind', '=', kind)
      .where('h.owner_user_id', '=', key.ownerUserId)
      .where('h.month', '=', key.month)
      .where('h.currency_code', '=', key.currencyCode)
      .orderBy('h.id')
      .execute(),
  ])
  return {
    ...toRow(kind, row),
    lines: lines.map((line) => ({
      booking_kind: line.booking_kind === 'package' ? 'package' : 'reservation',
      reservation_ref: line.reservation_ref,
      reservation_id: line.reservation_id,
      payment_ref: line.payment_ref,
      product_name: line.product_name,
      package_name: line.package_name,
      start_date: line.start_date,
      booked_at: new Date(line.booked_at).toISOString(),
      status: line.status,
      gross: Number(line.gross),
      refunds: Number(line.refunds),
      commission: Number(line.commission),
      net: Number(line.net),
      refund_of_month: line.refund_of_month,
    })),
    history: history.map((change) => ({
      from_status: change.from_status as EarningDetail['status'] | null,
      to_status: change.to_status as EarningDetail['status'],
      note: change.note,
      changed_by_name: change.name ?? '',
      changed_at: new Date(change.changed_at).toISOString(),
    })),
  }
}

/** An admin moves an earning on (pending → approved → paid, or back to pending before it is paid). */
export async function updateEarningStatus(
  db: DB,
  kind: EarningKind,
  admin: EarningViewer,
  id: string,
  input: EarningStatusInput,
  locale: Locale,
) {
  const key = visibleKey(admin, id)
  await earningDetail(db, kind, admin, id, locale)
  await earningsDb(db)
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('earning_status')
        .select('status')
        .where('kind', '=', kind)
        .where('owner_user_id', '=', key.ownerUserId)
        .where('month', '=', key.month)
        .where('currency_code', '=', key.currencyCode)
        .forUpdate()
        .executeTakeFirst()
      const from = (current?.status ?? EarningStatus.Pending) as EarningStatus
      if (!EARNING_STATUS_MOVES[from].includes(input.status)) {
        throw new ApiError(409, 'This earning cannot take that status now.')
      }
      const where = {
        kind,
        owner_user_id: key.ownerUserId,
        month: key.month,
        currency_code: key.currencyCode,
      }
      await trx
        .insertInto('earning_status')
        .values({ ...where, status: input.status, updated_at: new Date() })
        .onConflict((conflict) =>
          conflict
            .columns(['kind', 'owner_user_id', 'month', 'currency_code'])
            .doUpdateSet({ status: input.status, updated_at: new Date() }),
        )
        .execute()
      await trx
        .insertInto('earning_status_history')
        .values({
          ...where,
          from_status: from,
          to_status: input.status,
          note: input.note ?? '',
          changed_by: admin.id,
        })
        .execute()
    })
  return earningDetail(db, kind, admin, id, locale)
}
