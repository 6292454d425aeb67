import { DEFAULT_LOCALE, OPTION_SERVICE_TYPES, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'
import { OPTION_NOT_FOUND } from '../supplier-tours/tour-options.service.js'

/** The supplier's own option of their own activity, or 404: another supplier's is not found. */
export async function ownOption(
  db: DB,
  supplierId: number,
  optionId: number,
  locale: Locale = DEFAULT_LOCALE,
) {
  const row = await db
    .selectFrom('tour_option as o')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', locale),
    )
    .leftJoin('service_translation as en', (join) =>
      join.onRef('en.service_id', '=', 's.id').on('en.locale', '=', DEFAULT_LOCALE),
    )
    .select(['o.id', 'o.service_id', 'o.name', 't.name as local_name', 'en.name as english_name'])
    .where('o.id', '=', optionId)
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...OPTION_SERVICE_TYPES])
    .executeTakeFirst()
  if (!row) throw notFound(OPTION_NOT_FOUND)
  return {
    id: row.id,
    tourId: row.service_id,
    tourName: row.local_name || row.english_name || '',
    optionName: translate(row.name, locale),
  }
}
