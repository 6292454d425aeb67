import { MESSAGES, type Locale, type TourMappingRecord, type TourMappingValues } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'
import { TOUR_NOT_FOUND } from './supplier-tours.service.js'
import { ownTours } from './tour-listing.js'

export const listChannelManagers = (db: DB) =>
  db.selectFrom('channel_manager').select(['id', 'code', 'name']).orderBy('name').execute()

export async function getMapping(
  db: DB,
  supplierId: number,
  tourId: number,
  locale: Locale,
): Promise<TourMappingRecord> {
  const tour = await ownTours(db, supplierId)
    .where('s.id', '=', tourId)
    .select(['s.id', 's.channel_manager_id', 's.external_product_code'])
    .executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  const options = await db
    .selectFrom('tour_option')
    .select(['id', 'name', 'external_option_code'])
    .where('service_id', '=', tourId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return {
    ...tour,
    options: options.map((option) => ({
      option_id: option.id,
      name: translate(option.name, locale),
      external_option_code: option.external_option_code,
    })),
  }
}

/** Checks what the schema cannot (the channel manager exists, the options are the activity's) and saves. */
export async function saveMapping(
  db: DB,
  supplierId: number,
  tourId: number,
  values: TourMappingValues,
  locale: Locale,
) {
  const current = await getMapping(db, supplierId, tourId, locale)
  if (values.channel_manager_id !== null) {
    const known = await db
      .selectFrom('channel_manager')
      .select('id')
      .where('id', '=', values.channel_manager_id)
      .executeTakeFirst()
    if (!known)
      throw badRequest(`channel_manager_id: ${MESSAGES.channelManagerUnknown}`, [
        { path: 'channel_manager_id', message: MESSAGES.channelManagerUnknown },
      ])
  }
  const own = new Set(current.options.map((option) => option.option_id))
  const stranger = values.options.findIndex((option) => !own.has(option.option_id))
  if (stranger >= 0) {
    const path = `options.${stranger}.option_id`
    throw badRequest(`${path}: ${MESSAGES.optionNotOfTour}`, [{ path, message: MESSAGES.optionNotOfTour }])
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('service')
      .set({
        channel_manager_id: values.channel_manager_id,
        external_product_code: values.external_product_code,
        updated_at: new Date(),
      })
      .where('id', '=', tourId)
      .where('supplier_user_id', '=', supplierId)
      .execute()
    for (const option of values.options)
      await trx
        .updateTable('tour_option')
        .set({ external_option_code: option.external_option_code })
        .where('id', '=', option.option_id)
        .where('service_id', '=', tourId)
        .execute()
  })
  return getMapping(db, supplierId, tourId, locale)
}
