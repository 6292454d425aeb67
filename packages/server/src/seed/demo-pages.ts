import { localTextSchema, storedMenuItemSchema, storedSectionSchema, type StoredSection } from '@jaunt/domain'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import { storeMenu, storePage } from '../modules/site-pages/site-pages.service.js'
import { demoProductCodeSchema } from './catalogue/demo-data.js'
import pages from './data/pages.json' with { type: 'json' }
import { demoDestinationSlugSchema } from './demo-destinations.js'
import { readDemoData } from './read-data.js'

// The sections as the page builder stores them, except those naming ids: the data names products by
// code and destination boxes by slug.
const [hero, richText, , destinationBoxes, , gallery, faq, widget] = storedSectionSchema.options
const sectionSchema = z.discriminatedUnion('type', [
  hero.strict(),
  richText.strict(),
  z.strictObject({
    type: z.literal('product-grid'),
    title: localTextSchema,
    products: z.array(demoProductCodeSchema),
  }),
  destinationBoxes.strict(),
  z.strictObject({ type: z.literal('destination-box'), box: demoDestinationSlugSchema }),
  gallery.strict(),
  faq.strict(),
  widget.strict(),
])
type DemoSection = z.infer<typeof sectionSchema>

const pageSchema = z.strictObject({
  slug: z.string().min(1),
  title: localTextSchema,
  description: localTextSchema,
  sections: z.array(sectionSchema),
})

/** Each site's pages, the first its primary (index) page, and its menu; keyed by sub-domain. */
export const demoPagesSchema = z.record(
  z.string(),
  z.strictObject({ pages: z.array(pageSchema), menu: z.array(storedMenuItemSchema) }),
)

export const DEMO_PAGES = readDemoData('pages.json', demoPagesSchema, pages)

function storedSection(
  section: DemoSection,
  serviceIds: Map<string, number>,
  boxIds: Map<string, number>,
): StoredSection {
  if (section.type === 'product-grid')
    return {
      type: section.type,
      title: section.title,
      service_ids: section.products.map((code) => serviceIds.get(code)!),
    }
  if (section.type === 'destination-box') return { type: section.type, box_id: boxIds.get(section.box)! }
  return section
}

/** Each demo site's pages and menu; the first page becomes the site's primary (index) page. */
export async function seedSitePages(
  trx: DB,
  siteIds: Map<string, number>,
  serviceIds: Map<string, number>,
  boxIds: Map<string, number>,
) {
  for (const [subDomain, { pages, menu }] of Object.entries(DEMO_PAGES)) {
    const siteId = siteIds.get(subDomain)!
    const pageIds: number[] = []
    for (const [index, page] of pages.entries()) {
      const sections = page.sections.map((section) => storedSection(section, serviceIds, boxIds))
      pageIds.push(await storePage(trx, siteId, { ...page, sections }, index + 1))
    }
    await storeMenu(trx, siteId, menu)
    const site = await trx
      .selectFrom('partner_site')
      .select('general_settings')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow()
    const general = { ...(site.general_settings as object), primary_page_id: pageIds[0] ?? null }
    await trx
      .updateTable('partner_site')
      .set({ general_settings: JSON.stringify(general) })
      .where('id', '=', siteId)
      .execute()
  }
}
