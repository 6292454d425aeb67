import type { CustomSection, ServiceCard } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { CARD_COLUMNS, filteredServices } from '../search/search.query.js'
import { toCards } from '../search/search.service.js'
import { sanitiseSectionHtml } from '../tour-settings/section-html.js'
import { fallbackOrder, type ContentLocale } from './translate.js'

/** A per-language text in the first language of the fallback order that has it. */
export function inLanguage<T>(texts: Record<string, T | undefined>, language: ContentLocale): T | undefined {
  for (const locale of fallbackOrder(language)) if (texts[locale]) return texts[locale]
  return undefined
}

/**
 * The supplier's sections of a product page, in their order and the guest's language; sanitised on
 * the way out too, so a row written around the API never reaches a guest's page as markup.
 */
export async function customSections(db: DB, serviceId: number, language: ContentLocale) {
  const rows = await db
    .selectFrom('tour_custom_section')
    .select(['id', 'texts'])
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.flatMap((row): CustomSection[] => {
    const text = inLanguage(row.texts, language)
    return text ? [{ id: row.id, title: text.title, body: sanitiseSectionHtml(text.body) }] : []
  })
}

/** The products recommended beside this one that guests can book, as cards, in the supplier's order. */
export async function recommendations(db: DB, serviceId: number, language: ContentLocale) {
  const links = await db
    .selectFrom('service_recommendation')
    .select('recommended_service_id as id')
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .execute()
  if (links.length === 0) return []
  const ids = links.map((link) => link.id)
  const rows = await filteredServices(db, { serviceIds: ids }, language).select(CARD_COLUMNS).execute()
  const cards = await toCards(db, rows, language)
  return ids.flatMap((id): ServiceCard[] => cards.filter((card) => card.id === id))
}
