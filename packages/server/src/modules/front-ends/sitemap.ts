import { productPagePath, Status, type Locale, type ServiceType, type Site } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { sitePageSlugs } from '../site-pages/site-pages.service.js'
import { escapeHtml } from './html.js'

/** The site's public pages in every language it shows, each with its other languages as alternates. */
export async function sitemapXml(db: DB, site: Site): Promise<string> {
  const { enabled_language: enabled } = site.site_settings.general_settings.language
  const link = site.link ?? ''
  const [pages, products] = await Promise.all([
    sitePageSlugs(db, site.id),
    db
      .selectFrom('site_catalogue as sc')
      .innerJoin('service as s', 's.id', 'sc.service_id')
      .select(['s.id', 's.service_type'])
      .where('sc.site_id', '=', site.id)
      .where('s.status', '=', Status.Active)
      .where('s.is_private', '=', false)
      .orderBy('sc.position')
      .execute(),
  ])
  const paths: ((lang: Locale) => string)[] = [
    (lang) => `/${lang}`,
    ...pages.filter((page) => !page.is_primary).map((page) => (lang: Locale) => `/${lang}/page/${page.slug}`),
    (lang) => `/${lang}/search`,
    ...products.map(
      (product) => (lang: Locale) => productPagePath(lang, product.service_type as ServiceType, product.id),
    ),
  ]
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
