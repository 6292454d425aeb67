import {
  productPagePath,
  Status,
  type Locale,
  type SeoPageKey,
  type ServiceType,
  type Site,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { sitePageSlugs } from '../site-pages/site-pages.service.js'
import { listSeoPages } from '../marketplace-seo/marketplace-seo.service.js'
import { escapeHtml } from './html.js'

/**
 * What a site's sitemap lists: its pages and the products it sells, each a path per language. The
 * marketplace's SEO tool may keep the index or search page out (noindex).
 */
export async function sitemapContents(db: DB, site: Site) {
  const [pages, products, seo] = await Promise.all([
    sitePageSlugs(db, site.id),
    db
      .selectFrom('site_catalogue as sc')
      .innerJoin('service as s', 's.id', 'sc.service_id')
      .select(['s.id', 's.service_type', 's.updated_at'])
      .where('sc.site_id', '=', site.id)
      .where('s.status', '=', Status.Active)
      .where('s.is_private', '=', false)
      .orderBy('sc.position')
      .execute(),
    listSeoPages(db),
  ])
  const listed = (key: SeoPageKey) => !seo.find((page) => page.id === key)?.noindex
  const ownPages = pages.filter((page) => !page.is_primary)
  const paths: ((lang: Locale) => string)[] = [
    ...(listed('home') ? [(lang: Locale) => `/${lang}`] : []),
    ...ownPages.map((page) => (lang: Locale) => `/${lang}/page/${page.slug}`),
    ...(listed('search') ? [(lang: Locale) => `/${lang}/search`] : []),
    ...products.map(
      (product) => (lang: Locale) => productPagePath(lang, product.service_type as ServiceType, product.id),
    ),
  ]
  const changes = products.map((product) => new Date(product.updated_at).getTime())
  return {
    paths,
    pages: ownPages.length,
    products: products.length,
    productsChangedAt: changes.length ? new Date(Math.max(...changes)) : null,
  }
}

/** The site's public pages in every language it shows, each with its other languages as alternates. */
export async function sitemapXml(db: DB, site: Site): Promise<string> {
  const { enabled_language: enabled } = site.site_settings.general_settings.language
  const link = site.link ?? ''
  const { paths } = await sitemapContents(db, site)
  const entries = paths.flatMap((path) =>
    enabled.map((lang) => {
      const alternates = enabled
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(link + path(other))}"/>`,
        )
        .join('')
      return `<url><loc>${escapeHtml(link + path(lang))}</loc>${alternates}</url>`
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
  ].join('\n')
}

/** Crawlers may read every public page; the guest's own pages stay out. */
export function robotsTxt(site: Site): string {
  const { enabled_language: enabled } = site.site_settings.general_settings.language
  return [
    'User-agent: *',
    'Allow: /',
    ...enabled.map((lang) => `Disallow: /${lang}/customer-reservation/`),
    'Disallow: /core/',
    'Disallow: /booking/',
    'Disallow: /gateway/',
    `Sitemap: ${site.link ?? ''}/sitemap.xml`,
    '',
  ].join('\n')
}
