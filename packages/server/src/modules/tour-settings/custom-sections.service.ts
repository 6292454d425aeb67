import type { CustomSectionRecord, CustomSectionValues } from '@jaunt/domain'
import { MESSAGES, TOUR_SERVICE_TYPES } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { ownTour } from './own-tour.js'
import { sanitiseSectionHtml } from './section-html.js'

export const SECTION_NOT_FOUND = 'Section not found'

const ownSections = (db: DB, supplierId: number) =>
  db
    .selectFrom('tour_custom_section as cs')
    .innerJoin('service as s', 's.id', 'cs.service_id')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...TOUR_SERVICE_TYPES])
    .select(['cs.id', 'cs.service_id', 'cs.position', 'cs.texts'])

type SectionRow = { id: number; service_id: number; position: number; texts: CustomSectionRecord['texts'] }

const toRecord = (row: SectionRow): CustomSectionRecord => ({
  id: row.id,
  tour_id: row.service_id,
  position: row.position,
  texts: row.texts,
})

/** Each language's body sanitised; a body that was only markup now empty is refused on its field. */
function sanitisedTexts(values: CustomSectionValues) {
  const texts: CustomSectionRecord['texts'] = {}
  for (const [locale, text] of Object.entries(values.texts)) {
    const body = sanitiseSectionHtml(text.body)
    if (!body.replace(/<[^>]*>/g, '').trim()) {
      const message = MESSAGES.sectionBodyRequired
      throw badRequest(`texts.${locale}.body: ${message}`, [{ path: `texts.${locale}.body`, message }])
    }
    texts[locale as keyof typeof texts] = { title: text.title, body }
  }
  return JSON.stringify(texts)
}

export async function listSections(db: DB, supplierId: number, tourId: number) {
  await ownTour(db, supplierId, tourId)
  const rows = await ownSections(db, supplierId)
    .where('cs.service_id', '=', tourId)
    .orderBy('cs.position')
    .orderBy('cs.id')
    .execute()
  return rows.map(toRecord)
}

export async function getSection(db: DB, supplierId: number, sectionId: number) {
  const row = await ownSections(db, supplierId).where('cs.id', '=', sectionId).executeTakeFirst()
  if (!row) throw notFound(SECTION_NOT_FOUND)
  return toRecord(row)
}

export async function createSection(db: DB, supplierId: number, tourId: number, values: CustomSectionValues) {
  const existing = await listSections(db, supplierId, tourId)
  const position = Math.max(0, ...existing.map((section) => section.position)) + 1
  const { id } = await db
    .insertInto('tour_custom_section')
    .values({ service_id: tourId, position, texts: sanitisedTexts(values) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getSection(db, supplierId, id)
}

export async function updateSection(
  db: DB,
  supplierId: number,
  sectionId: number,
  values: CustomSectionValues,
) {
  await getSection(db, supplierId, sectionId)
  await db
    .updateTable('tour_custom_section')
    .set({ texts: sanitisedTexts(values) })
    .where('id', '=', sectionId)
    .execute()
  return getSection(db, supplierId, sectionId)
}

export async function deleteSection(db: DB, supplierId: number, sectionId: number) {
  await getSection(db, supplierId, sectionId)
  await db.deleteFrom('tour_custom_section').where('id', '=', sectionId).execute()
  return { id: sectionId }
}

/** Puts the sections in the given order; the ids must be exactly the activity's sections. */
export async function reorderSections(db: DB, supplierId: number, tourId: number, ids: number[]) {
  const sections = await listSections(db, supplierId, tourId)
  const known = new Set(sections.map((section) => section.id))
  if (ids.length !== known.size || !ids.every((id) => known.has(id)) || new Set(ids).size !== ids.length) {
    const message = 'List every section of the activity once'
    throw badRequest(`ids: ${message}`, [{ path: 'ids', message }])
  }
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('tour_custom_section')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .execute()
  })
  return listSections(db, supplierId, tourId)
}
