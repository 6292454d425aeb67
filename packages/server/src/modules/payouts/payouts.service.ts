import {
  EarningStatus,
  MESSAGES,
  PAYOUT_MESSAGES,
  UserRole,
  earningIdOf,
  parseEarningId,
  toMinorUnits,
  type EarningKind,
  type EarningPayouts,
  type Locale,
  type PayoutRow,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { earningDetail, type EarningViewer } from '../earnings/earnings.service.js'
import { payoutAccountOf } from './payout-account.service.js'
import { payoutReceiptPdf } from './payout-receipt.js'
import { payoutsDb, type PayoutsDB } from './payouts.tables.js'
import type { StripeTransfers } from './stripe-transfers.js'

type EarningKey = NonNullable<ReturnType<typeof parseEarningId>>

/** The earning's key, when the viewer may see it; another owner's earning is as missing as none. */
function visibleKey(viewer: EarningViewer, id: string): EarningKey {
  const key = parseEarningId(id)
  const mine = key && (viewer.roles.includes(UserRole.Admin) || key.ownerUserId === viewer.id)
  if (!key || !mine) throw notFound('Earning not found')
  return key
}

const ofEarning = (kind: EarningKind, key: EarningKey) => ({
  kind,
  owner_user_id: key.ownerUserId,
  month: key.month,
  currency_code: key.currencyCode,
})

function payouts(db: PayoutsDB) {
  return db
    .selectFrom('payout as p')
    .leftJoin('app_user as by', 'by.id', 'p.created_by')
    .selectAll('p')
    .select('by.name as paid_by_name')
}

const toRow = (row: Awaited<ReturnType<ReturnType<typeof payouts>['execute']>>[number]): PayoutRow => ({
  id: row.id,
  kind: row.kind,
  earning_id: earningIdOf(row.owner_user_id, row.month, row.currency_code),
  owner_user_id: row.owner_user_id,
  amount: Number(row.amount),
  currency_code: row.currency_code,
  stripe_account_id: row.stripe_account_id,
  stripe_transfer_id: row.stripe_transfer_id,
  status: row.status,
  error: row.error,
  paid_by_name: row.paid_by_name ?? '',
  created_at: new Date(row.created_at).toISOString(),
})

/** An earning's payouts, newest first, with the account a payout would go to now. */
export async function earningPayouts(
  db: DB,
  kind: EarningKind,
  viewer: EarningViewer,
  id: string,
): Promise<EarningPayouts> {
  const key = visibleKey(viewer, id)
  const pdb = payoutsDb(db)
  const where = ofEarning(kind, key)
  const [rows, account] = await Promise.all([
    payouts(pdb)
      .where('p.kind', '=', where.kind)
      .where('p.owner_user_id', '=', where.owner_user_id)
      .where('p.month', '=', where.month)
      .where('p.currency_code', '=', where.currency_code)
      .orderBy('p.id', 'desc')
      .execute(),
    payoutAccountOf(pdb, key.ownerUserId),
  ])
  return { stripe_account_id: account, payouts: rows.map(toRow) }
}

/**
 * Starts (or resumes) the earning's payout: an approved earning gets one pending attempt with its own
 * idempotency key, and an attempt still pending (a retry after a lost answer, a double click) is resumed
 * with the same key, so Stripe makes at most one transfer for it.
 */
async function startAttempt(db: PayoutsDB, kind: EarningKind, key: EarningKey, net: number, adminId: number) {
  const where = ofEarning(kind, key)
  return db.transaction().execute(async (trx) => {
    const earning = await trx
      .selectFrom('earning_status')
      .select('status')
      .where('kind', '=', kind)
      .where('owner_user_id', '=', where.owner_user_id)
      .where('month', '=', where.month)
      .where('currency_code', '=', where.currency_code)
      .forUpdate()
      .executeTakeFirst()
    const status = earning?.status ?? EarningStatus.Pending
    if (status === EarningStatus.Paid) throw new ApiError(409, PAYOUT_MESSAGES.alreadyPaid)
    if (status !== EarningStatus.Approved) throw new ApiError(409, PAYOUT_MESSAGES.notApproved)
    const attempts = await trx
      .selectFrom('payout')
      .select(['id', 'status', 'amount', 'stripe_account_id', 'idempotency_key'])
      .where('kind', '=', kind)
      .where('owner_user_id', '=', where.owner_user_id)
      .where('month', '=', where.month)
      .where('currency_code', '=', where.currency_code)
      .orderBy('id')
      .execute()
    // Refused and reversed attempts are over: the earning is owed again, under a new key.
    const live = attempts.find((attempt) => attempt.status === 'pending' || attempt.status === 'paid')
    if (live?.status === 'paid') throw new ApiError(409, PAYOUT_MESSAGES.alreadyPaid)
    if (live) return { ...live, amount: Number(live.amount) }
    const account = await payoutAccountOf(trx, key.ownerUserId)
    if (!account) {
      throw badRequest(PAYOUT_MESSAGES.noAccount, [
        { path: 'stripe_account_id', message: PAYOUT_MESSAGES.noAccount },
      ])
    }
    if (net <= 0) throw new ApiError(409, PAYOUT_MESSAGES.nothingToPay)
    // A refused attempt is final at Stripe under its key, so the next attempt needs a key of its own.
    const idempotencyKey = `payout-${kind}-${earningIdOf(key.ownerUserId, key.month, key.currencyCode)}-${attempts.length + 1}`
    return trx
      .insertInto('payout')
      .values({
        ...where,
        amount: net,
        stripe_account_id: account,
        idempotency_key: idempotencyKey,
        status: 'pending',
        created_by: adminId,
      })
      .returning(['id', 'status', 'amount', 'stripe_account_id', 'idempotency_key'])
      .executeTakeFirstOrThrow()
      .then((row) => ({ ...row, amount: Number(row.amount) }))
  })
}

/** Stripe made the transfer: the attempt is paid, and the earning moves to Paid (once). */
async function settlePaid(
  db: PayoutsDB,
  kind: EarningKind,
  key: EarningKey,
  payoutId: number,
  transferId: string,
  adminId: number,
) {
  const where = ofEarning(kind, key)
  await db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('payout')
      .set({ status: 'paid', stripe_transfer_id: transferId, error: '', settled_at: new Date() })
      .where('id', '=', payoutId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    // A concurrent resume of the same attempt already settled it.
    if (Number(settled.numUpdatedRows) === 0) return
    await trx
      .updateTable('earning_status')
      .set({ status: EarningStatus.Paid, updated_at: new Date() })
      .where('kind', '=', kind)
      .where('owner_user_id', '=', where.owner_user_id)
      .where('month', '=', where.month)
      .where('currency_code', '=', where.currency_code)
      .execute()
    await trx
      .insertInto('earning_status_history')
      .values({
        ...where,
        from_status: EarningStatus.Approved,
        to_status: EarningStatus.Paid,
        note: `Stripe transfer ${transferId}`,
        changed_by: adminId,
      })
      .execute()
  })
}

/**
 * An admin pays an approved earning out: its net, computed here, goes by Stripe transfer to the owner's
 * connected account. The earning is Paid only when Stripe has made the transfer; a refusal is kept on the
 * attempt and answered 502 with Stripe's words.
 */
export async function payEarning(
  db: DB,
  transfers: StripeTransfers | null,
  kind: EarningKind,
  admin: EarningViewer,
  id: string,
  locale: Locale,
): Promise<PayoutRow> {
  const key = visibleKey(admin, id)
  const earning = await earningDetail(db, kind, admin, id, locale)
  if (!transfers) throw new ApiError(422, MESSAGES.paymentSystemIssue)
  const pdb = payoutsDb(db)
  const attempt = await startAttempt(pdb, kind, key, earning.net, admin.id)
  const result = await transfers
    .transfer({
      amountMinor: toMinorUnits(attempt.amount, key.currencyCode),
      currency: key.currencyCode,
      destination: attempt.stripe_account_id,
      idempotencyKey: attempt.idempotency_key,
      transferGroup: `${kind}-earning-${id}`,
      metadata: { earning_id: id, kind, payout_id: String(attempt.id) },
    })
    .catch(() => {
      // Stripe could not be reached: the attempt stays pending, and paying again resumes it.
      throw new ApiError(502, MESSAGES.paymentSystemIssue)
    })
  if (result.ok) {
    await settlePaid(pdb, kind, key, attempt.id, result.transferId, admin.id)
  } else if ('inFlight' in result) {
    throw new ApiError(409, PAYOUT_MESSAGES.underWay)
  } else {
    await pdb
      .updateTable('payout')
      .set({ status: 'failed', error: result.refusal, settled_at: new Date() })
      .where('id', '=', attempt.id)
      .where('status', '=', 'pending')
      .execute()
    throw new ApiError(502, result.refusal)
  }
  return toRow(await payouts(pdb).where('p.id', '=', attempt.id).executeTakeFirstOrThrow())
}

/**
 * The receipt of a paid payout as a PDF, for the owner and admins, in the owner's language. The amount
 * paid is the payout's; the figures above it are the earning's as they stand now.
 */
export async function payoutReceipt(
  db: DB,
  kind: EarningKind,
  viewer: EarningViewer,
  id: string,
  payoutId: number,
) {
  const key = visibleKey(viewer, id)
  const pdb = payoutsDb(db)
  const payout = await pdb
    .selectFrom('payout as p')
    .innerJoin('app_user as owner', 'owner.id', 'p.owner_user_id')
    .select([
      'p.id',
      'p.amount',
      'p.stripe_account_id',
      'p.stripe_transfer_id',
      'p.settled_at',
      'owner.name',
      'owner.locale',
    ])
    .where('p.id', '=', payoutId)
    .where('p.kind', '=', kind)
    .where('p.owner_user_id', '=', key.ownerUserId)
    .where('p.month', '=', key.month)
    .where('p.currency_code', '=', key.currencyCode)
    .where('p.status', '=', 'paid')
    .executeTakeFirst()
  if (!payout?.stripe_transfer_id) throw notFound('Receipt not found')
  const earning = await earningDetail(db, kind, viewer, id, payout.locale)
  const pdf = await payoutReceiptPdf(
    {
      kind,
      payoutId: payout.id,
      ownerName: payout.name,
      month: key.month,
      currency: key.currencyCode,
      bookings: earning.bookings,
      gross: earning.gross,
      refunds: earning.refunds,
      commission: earning.commission,
      net: earning.net,
      amountPaid: Number(payout.amount),
      paidAt: new Date(payout.settled_at ?? Date.now()),
      stripeAccount: payout.stripe_account_id,
      stripeTransfer: payout.stripe_transfer_id,
    },
    payout.locale,
  )
  return { pdf, fileName: `payout-receipt-${kind}-${id}-${payout.id}.pdf` }
}
