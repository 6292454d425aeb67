import { z } from 'zod'
import { LOCALES, type Locale } from '../locales'
import { serviceCardSchema } from './catalogue'
import { SLUG_PATTERN } from '../rules/siteRoutes'
import { idSchema } from './common'
import type { Site } from './site'

/** A partner's text in each language they wrote it in; the API answers with one of them. */
export const localTextSchema = z.partialRecord(z.enum(LOCALES), z.string())
export type LocalText = Partial<Record<Locale, string>>

const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'Expected a slug of lower-case letters, digits and dashes')
  .max(80)
/** A link inside the site (`/search`, `/page/fjords`), or an http(s) address elsewhere. */
const linkSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Expected a path of the site (/...) or an http(s) address')
const imageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)/, 'Expected an image path or https address')

/**
 * The page builder's sections, with `text` the stored many-language text or the answered one. A
 * destination box is stored by id; answered, it carries the box's name, picture and products.
 */
function sectionSchemas<T extends z.ZodType, G extends z.ZodRawShape, B extends z.ZodRawShape>(
  text: T,
  grid: G,
  box: B,
) {
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('hero'), title: text, subtitle: text, image: imageSchema.nullable() }),
    // Partner HTML: sanitised on the server when stored and answered, and again in the browser.
    z.object({ type: z.literal('rich-text'), html: text }),
    z.object({
      type: z.literal('product-grid'),
      title: text,
      service_ids: z.array(idSchema).max(48),
      ...grid,
    }),
    z.object({
      type: z.literal('destination-boxes'),
      title: text,
      boxes: z.array(z.object({ title: text, image: imageSchema.nullable(), link: linkSchema })).max(24),
    }),
    z.object({ type: z.literal('destination-box'), box_id: idSchema, ...box }),
    z.object({
      type: z.literal('gallery'),
      title: text,
      images: z.array(z.object({ url: imageSchema, alt: text })).max(48),
    }),
    z.object({
      type: z.literal('faq'),
      title: text,
      items: z.array(z.object({ question: text, answer: text })).max(48),
    }),
    z.object({ type: z.literal('widget'), element: z.enum(['storefront', 'search']) }),
  ])
}

export const storedSectionSchema = sectionSchemas(localTextSchema, {}, {})
export type StoredSection = z.infer<typeof storedSectionSchema>
/** As answered: texts in one language, and a product grid's products as cards of the site's catalogue. */
export const sitePageSectionSchema = sectionSchemas(
  z.string(),
  { products: z.array(serviceCardSchema) },
  { title: z.string(), image: z.string().nullable(), products: z.array(serviceCardSchema) },
)
export type SitePageSection = z.infer<typeof sitePageSectionSchema>

/** A page as the page builder keeps it. */
export const storedSitePageSchema = z.object({
  slug: slugSchema,
  title: localTextSchema,
  description: localTextSchema,
  sections: z.array(storedSectionSchema).max(40),
})
export type StoredSitePage = z.infer<typeof storedSitePageSchema>

/** A published page in the language asked for (APP-LOCALE), the site's primary one where missing. */
export const sitePageSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  description: z.string(),
  is_primary: z.boolean(),
  sections: z.array(sitePageSectionSchema),
})
export type SitePage = z.infer<typeof sitePageSchema>

/** A menu item as the page builder keeps it: it leads to one of the site's pages or to a link. */
export const storedMenuItemSchema = z
  .object({ title: localTextSchema, page_slug: slugSchema.nullable(), url: linkSchema.nullable() })
  .refine((item) => (item.page_slug === null) !== (item.url === null), {
    message: 'A menu item leads to a page or to a link',
    path: ['url'],
  })
export type StoredMenuItem = z.infer<typeof storedMenuItemSchema>

/** A menu item as answered: its title in the asked language and where it leads, with the `url_prefix`. */
export const menuItemSchema = z.object({ title: z.string(), url: z.string(), is_external: z.boolean() })
export type MenuItem = z.infer<typeof menuItemSchema>
export const menuItemsResponseSchema = z.object({ data: z.array(menuItemSchema) })
export type MenuItemsResponse = z.infer<typeof menuItemsResponseSchema>

/** What the hosted site's app would ask for first, sent inside its first HTML so it needs no round trip. */
export interface SiteBootstrap {
  site: Site
  lang: Locale
  menu: MenuItem[] | null
  /** The partner page the path shows: `slug` as the app asks for it (null: the index). */
  page: { slug: string | null; value: SitePage } | null
}
