import type { Locale, TourText } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { searchVector } from '../search/text-search.js'

/**
 * Stores one language's texts as machine-written, with the search vector guests' searches read. A
 * person's texts (written since the run was planned) stay, unless the run overwrites them.
 */
export async function writeMachineTranslation(
  db: DB,
  serviceId: number,
  locale: Locale,
  text: TourText,
  overwrite: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('service_translation')
      .select('machine_translated')
      .where('service_id', '=', serviceId)
      .where('locale', '=', locale)
      .forUpdate()
      .executeTakeFirst()
    if (current && !current.machine_translated && !overwrite) return
    const columns = {
      ...text,
      highlights: JSON.stringify(text.highlights),
      search_vector: searchVector(locale, { ...text, place: await placeName(trx, serviceId, locale) }),
      machine_translated: true,
    }
    if (current)
      await trx
        .updateTable('service_translation')
        .set(columns)
        .where('service_id', '=', serviceId)
        .where('locale', '=', locale)
        .execute()
    else
      await trx
        .insertInto('service_translation')
        .values({ service_id: serviceId, locale, ...columns })
        .execute()
  })
}

/** The product's place in that language (English when it has no name there), as its search vector holds it. */
async function placeName(db: DB, serviceId: number, locale: Locale) {
  const place = await db
    .selectFrom('service as s')
    .innerJoin('location as l', 'l.id', 's.location_id')
    .select('l.name')
    .where('s.id', '=', serviceId)
    .executeTakeFirst()
  const names = (place?.name ?? {}) as Partial<Record<string, string>>
  return names[locale] ?? names.en ?? ''
}
