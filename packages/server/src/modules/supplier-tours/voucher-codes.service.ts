import {
  readVoucherCsv,
  voucherRowError,
  VoucherRowProblem,
  type VoucherCodeListFilter,
  type VoucherCodeRecord,
  type VoucherImportResult,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { getTicket } from './tour-tickets.service.js'

export const VOUCHER_NOT_FOUND = 'Voucher code not found'
export const VOUCHER_USED = 'This code was given to a booking and cannot be deleted'

export type VoucherSortField = 'id' | 'code' | 'valid_until' | 'created_at'
export const VOUCHER_SORT_FIELDS = ['id', 'code', 'valid_until', 'created_at'] as const

/** The supplier's own codes: joined through the ticket and option to an activity of theirs. */
const ownCodes = (db: DB, supplierId: number) =>
  db
    .selectFrom('voucher_code as v')
    .innerJoin('tour_ticket as t', 't.id', 'v.ticket_id')
    .innerJoin('tour_option as o', 'o.id', 't.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('reservation as r', 'r.id', 'v.reservation_id')
    .where('s.supplier_user_id', '=', supplierId)

const toRecord = (row: {
  id: number
  ticket_id: number
  code: string
  valid_until: string | null
  reservation_id: number | null
  booking_number: string | null
  created_at: Date
}): VoucherCodeRecord => ({
  id: row.id,
  ticket_id: row.ticket_id,
  code: row.code,
  valid_until: row.valid_until,
  used: row.reservation_id !== null,
  booking_number: row.booking_number,
  created_at: row.created_at.toISOString(),
})

export async function listCodes(
  db: DB,
  supplierId: number,
  query: {
    filter: VoucherCodeListFilter
    range: [number, number]
    sort: { field: VoucherSortField; order: 'ASC' | 'DESC' }
  },
) {
  const { filter, range, sort } = query
  await getTicket(db, supplierId, filter.ticket_id)
  let codes = ownCodes(db, supplierId).where('v.ticket_id', '=', filter.ticket_id)
  if (filter.used !== undefined) codes = codes.where('v.reservation_id', filter.used ? 'is not' : 'is', null)
  const words = filter.q?.trim()
  if (words) codes = codes.where('v.code', 'ilike', `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  const [rows, count] = await Promise.all([
    codes
      .select([
        'v.id',
        'v.ticket_id',
        'v.code',
        'v.valid_until',
        'v.reservation_id',
        'r.booking_number',
        'v.created_at',
      ])
      .orderBy(`v.${sort.field}`, sort.order === 'DESC' ? 'desc' : 'asc')
      .orderBy('v.id')
      .offset(range[0])
      .limit(range[1] - range[0] + 1)
      .execute(),
    codes.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(toRecord), total: Number(count.total) }
}

export async function countCodes(db: DB, supplierId: number, ticketId: number) {
  await getTicket(db, supplierId, ticketId)
  const row = await db
    .selectFrom('voucher_code')
    .where('ticket_id', '=', ticketId)
    .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.count<string>('reservation_id').as('used')])
    .executeTakeFirstOrThrow()
  const total = Number(row.total)
  const used = Number(row.used)
  return { ticket_id: ticketId, total, used, unused: total - used }
}

/** Loads a file's good rows and answers the others by line; codes the ticket already has are skipped. */
export async function importCodes(
  db: DB,
  supplierId: number,
  ticketId: number,
  text: string,
  today: string,
): Promise<VoucherImportResult> {
  await getTicket(db, supplierId, ticketId)
  const { rows, errors } = readVoucherCsv(text, today)
  const loaded = new Set<string>()
  // In slices, so a large file stays within the database's limit on parameters.
  for (let first = 0; first < rows.length; first += 1000) {
    const slice = rows.slice(first, first + 1000)
    const found = await db
      .selectFrom('voucher_code')
      .select('code')
      .where('ticket_id', '=', ticketId)
      .where(
        'code',
        'in',
        slice.map((row) => row.code),
      )
      .execute()
    for (const { code } of found) loaded.add(code)
  }
  const fresh = rows.filter((row) => !loaded.has(row.code))
  const skipped = rows
    .filter((row) => loaded.has(row.code))
    .map((row) => voucherRowError(row.line, row.code, VoucherRowProblem.AlreadyLoaded))
  for (let first = 0; first < fresh.length; first += 1000) {
    await db
      .insertInto('voucher_code')
      .values(
        fresh
          .slice(first, first + 1000)
          .map((row) => ({ ticket_id: ticketId, code: row.code, valid_until: row.valid_until })),
      )
      .onConflict((conflict) => conflict.columns(['ticket_id', 'code']).doNothing())
      .execute()
  }
  const all = [...errors, ...skipped].sort((a, b) => a.line - b.line)
  return { imported: fresh.length, skipped: all.length, errors: all }
}

/** Clears the ticket's unused codes; those bookings hold stay, since guests were given them. */
export async function clearUnusedCodes(db: DB, supplierId: number, ticketId: number) {
  await getTicket(db, supplierId, ticketId)
  const deleted = await db
    .deleteFrom('voucher_code')
    .where('ticket_id', '=', ticketId)
    .where('reservation_id', 'is', null)
    .executeTakeFirst()
  return { ticket_id: ticketId, deleted: Number(deleted.numDeletedRows) }
}

export async function deleteCode(db: DB, supplierId: number, codeId: number) {
  const row = await ownCodes(db, supplierId)
    .select(['v.id', 'v.reservation_id'])
    .where('v.id', '=', codeId)
    .executeTakeFirst()
  if (!row) throw notFound(VOUCHER_NOT_FOUND)
  if (row.reservation_id !== null) throw new ApiError(409, VOUCHER_USED)
  await db.deleteFrom('voucher_code').where('id', '=', codeId).where('reservation_id', 'is', null).execute()
  return { id: codeId }
}
