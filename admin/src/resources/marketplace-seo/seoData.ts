import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The SEO page's resource (`tools/seo`) lives at `/admin/seo-pages`; the sitemaps at `/admin/sitemaps`. */
export const SEO_RESOURCE = 'tools/seo'
export const SITEMAP_RESOURCE = 'admin-sitemap'

export const marketplaceSeoOverrides = (base: DataProvider): ResourceOverrides => ({
  [SEO_RESOURCE]: atPath(base, 'admin/seo-pages'),
  [SITEMAP_RESOURCE]: atPath(base, 'admin/sitemaps'),
})
