import {
  matchRoute,
  pathInLanguage,
  SEO_PAGE_KEYS,
  searchPath,
  serviceTypesOfPage,
  thumbnailUrl,
  type Locale,
  type ProductDetail,
  type Route,
  type Site,
  type SiteBootstrap,
  type SitePage,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError } from '../../lib/errors.js'
import { productDetail } from '../catalogue/product-detail.service.js'
import { contentLanguages } from '../catalogue/translate.js'
import { isSoldOnSite } from '../catalogue/site-catalogue.js'
import { publishedPage } from '../site-pages/site-pages.service.js'
import { seoOfPage } from '../marketplace-seo/marketplace-seo.service.js'
import type { SiteHead } from './site-head.js'

/** Pages a search engine should not list: the guest's own, sign-in and set-up screens. */
const PRIVATE_PAGES: ReadonlySet<Route['kind']> = new Set([
  'login',
  'logout',
  'account',
  'widget',
  'setup-terminal',
  'booking-details',
  'customer-login',
  'customer-token',
  'customer-bookings',
  'customer-booking',
  'customer-package',
  'not-found',
])

export type SitePageAnswer =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'page'
      status: 200 | 404
      head: SiteHead
      page?: SiteBootstrap['page']
      /** Pictures at the top of the page, worth fetching before the app asks for them. */
      images?: string[]
    }

/** The top sections' pictures (a hero's, a product grid's first two): likely the largest paint. */
function firstImages(page: SitePage): string[] {
  return page.sections.slice(0, 2).flatMap((section) => {
    if (section.type === 'hero') return section.image ? [section.image] : []
    if (section.type === 'product-grid')
      // The grid's cards show an upload's 480 px copy (site-shell ProductGrid), so that is what to fetch early.
      return section.products.slice(0, 2).flatMap((product) => {
        const url = product.images[0]?.url
        return url ? [thumbnailUrl(url, 480) ?? url] : []
      })
    return []
  })
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * What the server answers for a path of a partner's hosted site: a redirect (no language, a
 * language the site does not show, the index sent to search) or the page's head for its first HTML.
 */
export async function sitePageAnswer(
  db: DB,
  site: Site,
  pathname: string,
  search: string,
  cookieLocale: string | undefined,
): Promise<SitePageAnswer> {
  const { enabled_language: enabled, primary_language: primary } =
    site.site_settings.general_settings.language
  const preferred = enabled.find((lang) => lang === cookieLocale) ?? primary
  const route = matchRoute(pathname, search)
  if (pathname === '/') return { kind: 'redirect', to: `/${preferred}${search}` }
  if (route.kind === 'redirect') {
    const [path = '/', query = ''] = route.to.split(/\?(.*)/s)
    return { kind: 'redirect', to: pathInLanguage(path, query ? `?${query}` : '', preferred) }
  }
  if (!enabled.includes(route.lang))
    return { kind: 'redirect', to: pathInLanguage(pathname, search, primary) }
  const redirection = site.site_settings.redirection_settings
  if (route.kind === 'home' && redirection.is_redirect_search_page) {
    return { kind: 'redirect', to: searchPath(route.lang, redirection.redirect_to_service) }
  }

  const company = site.site_settings.general_settings.company_name
  const siteLink = site.link ?? ''
  const base = {
    lang: route.lang,
    favicon: site.site_settings.general_settings.favicon_icon,
    alternates: [
      ...enabled.map((lang) => ({ lang, href: `${siteLink}${pathInLanguage(pathname, '', lang)}` })),
      { lang: 'x-default' as const, href: `${siteLink}${pathInLanguage(pathname, '', primary)}` },
    ],
    canonical: `${siteLink}${pathname.replace(/\/$/, '')}`,
    jsonLd: null,
  }
  const missing = (): SitePageAnswer => ({
    kind: 'page',
    status: 404,
    head: { ...base, title: company, description: '', canonical: null, noindex: true },
  })
  // A page the site lacks is null; any other failure is the server's and surfaces as one.
  const pageOrNull = (which: { slug?: string }) =>
    publishedPage(db, site.id, which, route.lang).catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
  // The index page's description stands in for pages without their own; asked only when needed.
  const siteDescription = async () => (await pageOrNull({}))?.description ?? ''
  // The marketplace's words (Tools › SEO) for pages the partner has none of their own for.
  const seoKey = SEO_PAGE_KEYS.find((key) => key === route.kind)
  const seo = seoKey
    ? await seoOfPage(db, seoKey, route.lang)
    : { noindex: false, title: '', description: '' }
  const titled = (title: string) => (title ? `${title} · ${company}` : company)

  switch (route.kind) {
    case 'home':
    case 'page': {
      const page = await pageOrNull(route.kind === 'home' ? {} : { slug: route.slug })
      if (route.kind === 'page' && !page) return missing()
      return {
        kind: 'page',
        status: 200,
        images: page ? firstImages(page) : [],
        page: page ? { slug: route.kind === 'home' ? null : route.slug, value: page } : null,
        head: {
          ...base,
          title: page ? `${page.title} · ${company}` : titled(seo.title),
          description: page?.description || seo.description,
          noindex: seo.noindex,
          canonical: seo.noindex ? null : base.canonical,
        },
      }
    }
    case 'product': {
      const product = await siteProduct(db, site.id, route.type, route.id, route.lang)
      if (!product) return missing()
      return {
        kind: 'page',
        status: 200,
        head: {
          ...base,
          title: `${product.name} · ${company}`,
          description: product.short_description || (await siteDescription()),
          jsonLd: productJsonLd(product, base.canonical, siteLink),
          noindex: false,
        },
      }
    }
    case 'not-found':
      return missing()
    default: {
      const noindex = PRIVATE_PAGES.has(route.kind) || seo.noindex
      return {
        kind: 'page',
        status: 200,
        head: {
          ...base,
          title: titled(seo.title),
          description: seo.description || (await siteDescription()),
          noindex,
          canonical: noindex ? null : base.canonical,
        },
      }
    }
  }
}

/** A product the site sells, with its texts in `lang`; null when the site does not sell it. */
async function siteProduct(
  db: DB,
  siteId: number,
  type: Extract<Route, { kind: 'product' }>['type'],
  id: number,
  lang: Locale,
): Promise<ProductDetail | null> {
  if (!(await isSoldOnSite(db, siteId, id))) return null
  const languages = await contentLanguages(db, lang, siteId)
  return productDetail(db, id, serviceTypesOfPage(type), languages).catch((error: unknown) => {
    if (isMissing(error)) return null
    throw error
  })
}

/** schema.org data for search engines: a Hotel or a Product, with its lowest offer and rating. */
export function productJsonLd(product: ProductDetail, url: string, siteLink: string): object {
  const offer =
    product.lowest_price === null
      ? undefined
      : {
          '@type': 'Offer',
          price: product.lowest_price.toFixed(2),
          priceCurrency: product.currency_code,
          availability: 'https://schema.org/InStock',
          url,
        }
  const rating =
    product.review_count > 0
      ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.review_count }
      : undefined
  const image = product.images.map((each) => (each.url.startsWith('/') ? `${siteLink}${each.url}` : each.url))
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.short_description || product.description,
    image,
    url,
    aggregateRating: rating,
  }
  if (product.type === 'hotels') {
    return {
      ...common,
      '@type': 'Hotel',
      address: product.location_name ?? undefined,
      geo: { '@type': 'GeoCoordinates', latitude: product.lat, longitude: product.lng },
      makesOffer: offer,
    }
  }
  return {
    ...common,
    '@type': 'Product',
    sku: product.product_code,
    brand: product.supplier_name,
    offers: offer,
  }
}
