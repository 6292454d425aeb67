import { hasTexts, LOCALES, type Locale, type TourText, type TourTexts } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { searchVector } from '../search/text-search.js'

/**
 * Replaces an activity's texts: one row per language that has any, each with the search vector the
 * storefront's search reads, so what the supplier saves is what guests find at once. A language saved
 * unchanged stays marked machine-translated; one the supplier changed is theirs from then on.
 */
export async function writeTourTexts(
  trx: DB,
  serviceId: number,
  texts: TourTexts,
  placeNames: Record<string, string>,
) {
  const machineWritten = await machineTranslatedTexts(trx, serviceId)
  await trx.deleteFrom('service_translation').where('service_id', '=', serviceId).execute()
  const rows = LOCALES.flatMap((locale) => {
    const text = texts[locale]
    if (!text || !hasTexts(text)) return []
    const place = placeNames[locale] ?? placeNames.en ?? ''
    return [
      {
        service_id: serviceId,
        locale,
        name: text.name,
        short_description: text.short_description,
        description: text.description,
        meeting_point: text.meeting_point,
        highlights: JSON.stringify(text.highlights),
        search_vector: searchVector(locale, { ...text, place }),
        machine_translated: machineWritten.get(locale) === textKey(text),
      },
    ]
  })
  if (rows.length > 0) await trx.insertInto('service_translation').values(rows).execute()
}

/** An activity's texts by language, as the form edits them. */
export async function readTourTexts(db: DB, serviceId: number): Promise<TourTexts> {
  const rows = await db
    .selectFrom('service_translation')
    .select(['locale', 'name', 'short_description', 'description', 'meeting_point', 'highlights'])
    .where('service_id', '=', serviceId)
    .execute()
  const texts: TourTexts = {}
  for (const { locale, ...text } of rows) texts[locale as Locale] = text
  return texts
}

const textKey = (text: TourText) =>
  JSON.stringify([text.name, text.short_description, text.description, text.meeting_point, text.highlights])

/** The languages of a product a machine wrote, each with its texts as they were written. */
async function machineTranslatedTexts(db: DB, serviceId: number) {
  const rows = await db
    .selectFrom('service_translation')
    .select(['locale', 'name', 'short_description', 'description', 'meeting_point', 'highlights'])
    .where('service_id', '=', serviceId)
    .where('machine_translated', '=', true)
    .execute()
  return new Map(rows.map(({ locale, ...text }) => [locale, textKey(text)]))
}
