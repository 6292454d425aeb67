import { randomUUID } from 'node:crypto'
import type { BookingOptionRecord, BookingOptionValues, BookingQuestion } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ownTour } from './own-tour.js'

export async function getBookingOption(db: DB, supplierId: number, tourId: number) {
  await ownTour(db, supplierId, tourId)
  const row = await db
    .selectFrom('service')
    .select('booking_questions')
    .where('id', '=', tourId)
    .executeTakeFirstOrThrow()
  return { id: tourId, questions: row.booking_questions } satisfies BookingOptionRecord
}

/** Replaces the questions whole; a new question gets a short id that stays when it is edited or moved. */
export async function setBookingOption(
  db: DB,
  supplierId: number,
  tourId: number,
  questions: BookingOptionValues['questions'],
) {
  await ownTour(db, supplierId, tourId)
  const taken = new Set(questions.map((question) => question.id).filter(Boolean))
  const stored: BookingQuestion[] = questions.map(({ id, ...question }) => {
    let own = id
    while (!own || (own !== id && taken.has(own))) own = randomUUID().slice(0, 8)
    taken.add(own)
    return { id: own, ...question }
  })
  await db
    .updateTable('service')
    .set({ booking_questions: JSON.stringify(stored) })
    .where('id', '=', tourId)
    .execute()
  return getBookingOption(db, supplierId, tourId)
}
