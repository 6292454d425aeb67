import { ApprovalStatus, Status, type SiteSitemap } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { toSite } from '../partner-sites/site-mapping.js'
import { sitemapContents } from '../front-ends/sitemap.js'

/** Every public site's sitemap as the page shows it: where it is, what it lists, when that changed. */
export async function listSitemaps(db: DB, appHost: string): Promise<SiteSitemap[]> {
  const rows = await db
    .selectFrom('partner_site')
    .selectAll()
    .where('status', '=', Status.Active)
    .where('approval_status', '=', ApprovalStatus.Active)
    .orderBy('name')
    .orderBy('id')
    .execute()
  return Promise.all(
    rows.map(async (row) => {
      const site = toSite(row, appHost)
      const languages = site.site_settings.general_settings.language.enabled_language
      const contents = await sitemapContents(db, site)
      const changes = [contents.productsChangedAt, new Date(row.updated_at)].filter(
        (date): date is Date => date !== null,
      )
      const link = site.link ?? ''
      return {
        id: site.id,
        site_name: site.name,
        url: `${link}/sitemap.xml`,
        robots_url: `${link}/robots.txt`,
        languages,
        pages: contents.pages,
        products: contents.products,
        urls: contents.paths.length * languages.length,
        last_changed_at: new Date(Math.max(...changes.map((date) => date.getTime()))).toISOString(),
      }
    }),
  )
}
