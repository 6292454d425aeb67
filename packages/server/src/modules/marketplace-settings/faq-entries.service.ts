import type { FaqEntryRecord, FaqEntryValues, Locale, PublicFaqEntry } from '@jaunt/domain'
import { textIn } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'

export const FAQ_SORT_FIELDS = ['id', 'position', 'published'] as const
type SortField = (typeof FAQ_SORT_FIELDS)[number]

const columns = ['id', 'question', 'answer', 'position', 'published'] as const

export async function listFaqEntries(
  db: DB,
  query: { range: [number, number]; sort: { field: SortField; order: 'ASC' | 'DESC' } },
) {
  const { total } = await db
    .selectFrom('faq_entry')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const [first, last] = query.range
  const data = await db
    .selectFrom('faq_entry')
    .select(columns)
    .orderBy(query.sort.field, query.sort.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('id')
    .offset(first)
    .limit(last - first + 1)
    .execute()
  return { data: data as FaqEntryRecord[], total: Number(total) }
}

export async function getFaqEntry(db: DB, id: number): Promise<FaqEntryRecord> {
  const row = await db.selectFrom('faq_entry').select(columns).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return row as FaqEntryRecord
}

const stored = (input: FaqEntryValues) => ({
  question: JSON.stringify(input.question),
  answer: JSON.stringify(input.answer),
  position: input.position,
  published: input.published,
})

export async function createFaqEntry(db: DB, input: FaqEntryValues) {
  const row = await db.insertInto('faq_entry').values(stored(input)).returning('id').executeTakeFirstOrThrow()
  return getFaqEntry(db, row.id)
}

export async function updateFaqEntry(db: DB, id: number, input: FaqEntryValues) {
  await getFaqEntry(db, id)
  await db.updateTable('faq_entry').set(stored(input)).where('id', '=', id).execute()
  return getFaqEntry(db, id)
}

export async function deleteFaqEntry(db: DB, id: number) {
  const entry = await getFaqEntry(db, id)
  await db.deleteFrom('faq_entry').where('id', '=', id).execute()
  return entry
}

/** The published questions in the guest's language, English where a language has none. */
export async function publicFaq(db: DB, locale: Locale): Promise<PublicFaqEntry[]> {
  const rows = await db
    .selectFrom('faq_entry')
    .select(columns)
    .where('published', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    question: textIn(row.question as FaqEntryRecord['question'], locale),
    answer: textIn(row.answer as FaqEntryRecord['answer'], locale),
  }))
}
