import { z } from 'zod'
import { LOCALES } from '../locales'

/**
 * The hosted sites' pages whose head the marketplace writes (Tools › SEO): the ones a partner has
 * no texts of their own for. A site's own page keeps its own title and description.
 */
export const SEO_PAGE_KEYS = ['home', 'search', 'privacy-policy', 'terms', 'login'] as const
export type SeoPageKey = (typeof SEO_PAGE_KEYS)[number]

const seoText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .nullish()
    .transform((text) => text ?? '')

/** A page's title and meta description in one language; empty: the site's own words. */
export const seoPageTextSchema = z.object({ title: seoText(70), description: seoText(300) })

/** What an admin sets for a page of every hosted site: its texts per language and whether search engines list it. */
export const seoPageInputSchema = z.object({
  noindex: z.boolean(),
  texts: z
    .partialRecord(z.enum(LOCALES), seoPageTextSchema.nullish())
    .transform((texts) =>
      Object.fromEntries(
        Object.entries(texts).filter(([, text]) => text && (text.title || text.description)),
      ),
    ),
})
export type SeoPageInput = z.input<typeof seoPageInputSchema>
export type SeoPageValues = z.output<typeof seoPageInputSchema>

export const seoPageRecordSchema = z.object({
  id: z.enum(SEO_PAGE_KEYS),
  noindex: z.boolean(),
  texts: z.partialRecord(z.enum(LOCALES), z.object({ title: z.string(), description: z.string() })),
  updated_at: z.string().nullable(),
})
export type SeoPageRecord = z.infer<typeof seoPageRecordSchema>

/** Tools › Sitemap: one hosted site's sitemap, as search engines read it. */
export const siteSitemapSchema = z.object({
  id: z.number().int(),
  site_name: z.string(),
  url: z.string(),
  robots_url: z.string(),
  languages: z.array(z.enum(LOCALES)),
  pages: z.number().int(),
  products: z.number().int(),
  /** Every address listed: each page and product in each language. */
  urls: z.number().int(),
  /** When what the sitemap lists last changed; it is built afresh on every request. */
  last_changed_at: z.string().nullable(),
})
export type SiteSitemap = z.infer<typeof siteSitemapSchema>
