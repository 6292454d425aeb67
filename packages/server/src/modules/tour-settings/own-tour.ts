import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { TOUR_NOT_FOUND } from '../supplier-tours/supplier-tours.service.js'
import { ownTours } from '../supplier-tours/tour-listing.js'

/** The supplier's own activity, or 404: another supplier's is not found, exactly like a missing one. */
export async function ownTour(db: DB, supplierId: number, tourId: number) {
  const tour = await ownTours(db, supplierId)
    .where('s.id', '=', tourId)
    .select(['s.id', 's.special_instruction'])
    .executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  return tour
}
