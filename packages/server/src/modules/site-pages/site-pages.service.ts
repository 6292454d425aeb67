import {
  storedMenuItemSchema,
  storedSitePageSchema,
  type Locale,
  type MenuItem,
  type ServiceCard,
  type SitePage,
  type SitePageSection,
  type SiteSettings,
  type StoredMenuItem,
  type StoredSection,
  type StoredSitePage,
  textIn,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { findPublicSiteById } from '../partner-sites/partner-sites.service.js'
import { CARD_COLUMNS, filteredServices } from '../search/search.query.js'
import { toCards } from '../search/search.service.js'
import { boxesForPages, type PageBox } from '../destination-boxes/destination-boxes.service.js'
import { sanitisePartnerHtml } from './partner-html.js'
import { sitePagesDb } from './site-pages.tables.js'

export const cleanSection = (section: StoredSection): StoredSection =>
  section.type === 'rich-text'
    ? {
        ...section,
        html: Object.fromEntries(
          Object.entries(section.html).map(([locale, html]) => [locale, sanitisePartnerHtml(html)]),
        ),
      }
    : section

/** Stores a page as the page builder would (its HTML sanitised); returns its id. */
export async function storePage(db: DB, siteId: number, input: StoredSitePage, position = 0) {
  const page = storedSitePageSchema.parse(input)
  const values = {
    title: JSON.stringify(page.title),
    description: JSON.stringify(page.description),
    sections: JSON.stringify(page.sections.map(cleanSection)),
    position,
    updated_at: new Date(),
  }
  const row = await sitePagesDb(db)
    .insertInto('site_page')
    .values({ site_id: siteId, slug: page.slug, ...values })
    .onConflict((conflict) => conflict.columns(['site_id', 'slug']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Replaces the site's menu with these items, in order. */
export async function storeMenu(db: DB, siteId: number, input: StoredMenuItem[]) {
  const items = input.map((item) => storedMenuItemSchema.parse(item))
  const tables = sitePagesDb(db)
  await tables.deleteFrom('site_menu_item').where('site_id', '=', siteId).execute()
  if (items.length === 0) return
  await tables
    .insertInto('site_menu_item')
    .values(
      items.map((item, index) => ({
        site_id: siteId,
        position: index + 1,
        title: JSON.stringify(item.title),
        page_slug: item.page_slug,
        url: item.url,
      })),
    )
    .execute()
}

/** The site's primary language and its published pages in order, the index page marked. */
async function siteAndPages(db: DB, siteId: number) {
  const site = await findPublicSiteById(db, siteId)
  const general = site.general_settings as SiteSettings['general_settings']
  const rows = await publishedPages(db, siteId).select(['id', 'slug', 'updated_at']).execute()
  // The index: the page the settings name, else the first published one.
  const primary = rows.find((page) => page.id === general.primary_page_id)?.id ?? rows[0]?.id ?? null
  const pages = rows.map((page) => ({ ...page, is_primary: page.id === primary }))
  return { primaryLanguage: general.language.primary_language, pages, primary }
}

const publishedPages = (db: DB, siteId: number) =>
  sitePagesDb(db)
    .selectFrom('site_page')
    .where('site_id', '=', siteId)
    .where('is_published', '=', true)
    .orderBy('position')
    .orderBy('id')

/** The published pages of a site with the index first: what the sitemap lists. */
export async function sitePageSlugs(db: DB, siteId: number) {
  return (await siteAndPages(db, siteId)).pages
}

/**
 * A published page by id or slug (neither: the index), in `locale`. A product grid keeps only
 * products of the site's own catalogue, so a page never offers what the site does not sell.
 */
export async function publishedPage(
  db: DB,
  siteId: number,
  which: { pageId?: number; slug?: string },
  locale: Locale,
): Promise<SitePage> {
  const { primaryLanguage, primary } = await siteAndPages(db, siteId)
  let query = publishedPages(db, siteId).selectAll()
  if (which.pageId !== undefined) query = query.where('id', '=', which.pageId)
  else if (which.slug !== undefined) query = query.where('slug', '=', which.slug)
  else query = query.where('id', '=', primary ?? 0)
  const row = await query.executeTakeFirst()
  if (!row) throw notFound((w) => w.pageNotFound)
  const boxes = await boxesForPages(
    db,
    row.sections.flatMap((section) => (section.type === 'destination-box' ? [section.box_id] : [])),
  )
  const gridIds = [
    ...row.sections.flatMap((section) => (section.type === 'product-grid' ? section.service_ids : [])),
    ...[...boxes.values()].flatMap((box) => box.service_ids),
  ]
  const languages = { locale, siteDefault: primaryLanguage }
  const rows = gridIds.length
    ? await filteredServices(db, { site_id: siteId, serviceIds: gridIds }, languages)
        .select(CARD_COLUMNS)
        .execute()
    : []
  const cards = new Map((await toCards(db, rows, languages)).map((card) => [card.id, card]))
  const text = (value: Parameters<typeof textIn>[0]) => textIn(value, locale, primaryLanguage)
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.title),
    description: text(row.description),
    is_primary: row.id === primary,
    sections: row.sections.flatMap((section) => {
      if (section.type !== 'destination-box') return [localSection(section, text, cards)]
      // A box an admin removed since leaves no empty section behind.
      const box = boxes.get(section.box_id)
      return box ? [boxSection(section.box_id, box, text, cards)] : []
    }),
  }
}

/** A destination box's slider: only the products the site sells, in the admin's order. */
function boxSection(
  boxId: number,
  box: PageBox,
  text: (value: Parameters<typeof textIn>[0]) => string,
  cards: Map<number, ServiceCard>,
): SitePageSection {
  return {
    type: 'destination-box',
    box_id: boxId,
    title: text(box.name),
    image: box.image_url,
    products: box.service_ids.flatMap((id) => cards.get(id) ?? []),
  }
}

function localSection(
  section: Exclude<StoredSection, { type: 'destination-box' }>,
  text: (value: Parameters<typeof textIn>[0]) => string,
  cards: Map<number, ServiceCard>,
): SitePageSection {
  switch (section.type) {
    case 'hero':
      return { ...section, title: text(section.title), subtitle: text(section.subtitle) }
    case 'rich-text':
      return { type: 'rich-text', html: sanitisePartnerHtml(text(section.html)) }
    case 'product-grid': {
      const products = section.service_ids.flatMap((id) => cards.get(id) ?? [])
      return {
        type: 'product-grid',
        title: text(section.title),
        service_ids: products.map((card) => card.id),
        products,
      }
    }
    case 'destination-boxes':
      return {
        type: 'destination-boxes',
        title: text(section.title),
        boxes: section.boxes.map((box) => ({ ...box, title: text(box.title) })),
      }
    case 'gallery':
      return {
        type: 'gallery',
        title: text(section.title),
        images: section.images.map((image) => ({ url: image.url, alt: text(image.alt) })),
      }
    case 'faq':
      return {
        type: 'faq',
        title: text(section.title),
        items: section.items.map((item) => ({ question: text(item.question), answer: text(item.answer) })),
      }
    case 'widget':
      return section
  }
}

/**
 * The site's menu in `locale`; links to the site's pages start with `urlPrefix` (the page's
 * language path), and items leading to unpublished pages are left out.
 */
export async function menuItems(
  db: DB,
  siteId: number,
  urlPrefix: string,
  locale: Locale,
): Promise<MenuItem[]> {
  const { primaryLanguage, pages } = await siteAndPages(db, siteId)
  const items = await sitePagesDb(db)
    .selectFrom('site_menu_item')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('position')
    .execute()
  return items.flatMap((item) => {
    const title = textIn(item.title, locale, primaryLanguage)
    if (item.url !== null) {
      const external = !item.url.startsWith('/')
      return [{ title, url: external ? item.url : `${urlPrefix}${item.url}`, is_external: external }]
    }
    const page = pages.find((each) => each.slug === item.page_slug)
    if (!page) return []
    const url = page.is_primary ? urlPrefix || '/' : `${urlPrefix}/page/${page.slug}`
    return [{ title, url, is_external: false }]
  })
}
