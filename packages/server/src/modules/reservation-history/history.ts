import type { BookingHistoryEntry } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

/** Who changed a booking's state: a back-office user, the guest (by their email) or the system. */
export type HistoryActor =
  { kind: 'user'; userId: number } | { kind: 'guest'; email: string } | { kind: 'system'; name?: string }

export interface StateChange {
  reservationId?: number
  packageId?: number
  from: number | null
  to: number
  actor: HistoryActor
  note?: string
}

/** Writes one line of a booking's history, in the caller's transaction so it exists exactly when the change does. */
export async function recordStateChange(trx: DB, change: StateChange) {
  const { actor } = change
  await trx
    .insertInto('reservation_history')
    .values({
      reservation_id: change.reservationId ?? null,
      reserved_package_id: change.packageId ?? null,
      from_status: change.from,
      to_status: change.to,
      actor_kind: actor.kind,
      actor_user_id: actor.kind === 'user' ? actor.userId : null,
      actor_name: actor.kind === 'guest' ? actor.email : actor.kind === 'system' ? (actor.name ?? '') : '',
      note: change.note ?? '',
    })
    .execute()
}

/** A reservation's (or a booked package's) history, oldest first, with the user's name for back-office changes. */
export async function historyOf(
  db: DB,
  booking: number | { packageId: number },
): Promise<BookingHistoryEntry[]> {
  const rows = await db
    .selectFrom('reservation_history as h')
    .leftJoin('app_user as u', 'u.id', 'h.actor_user_id')
    .select([
      'h.id',
      'h.from_status',
      'h.to_status',
      'h.actor_kind',
      'h.actor_name',
      'u.name as user_name',
      'u.email as user_email',
      'h.note',
      'h.created_at',
    ])
    .where(
      typeof booking === 'number' ? 'h.reservation_id' : 'h.reserved_package_id',
      '=',
      typeof booking === 'number' ? booking : booking.packageId,
    )
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    from_status: row.from_status as BookingHistoryEntry['from_status'],
    to_status: row.to_status as BookingHistoryEntry['to_status'],
    actor_kind: row.actor_kind,
    actor_name: row.actor_kind === 'user' ? row.user_name || row.user_email || '' : row.actor_name,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
  }))
}
