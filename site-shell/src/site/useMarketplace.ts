import { getMarketplaceSettings } from '@jaunt/api-client'
import type { Locale, MarketplacePublicSettings, Site } from '@jaunt/domain'
import { siteLanguages } from './language'
import { usePublicCall } from './PublicApi'

/** The admin's marketplace settings (settings/site, contacts, analytics, languages), once they have come. */
export function useMarketplaceSettings(): MarketplacePublicSettings | null {
  const settings = usePublicCall('marketplace-settings', (http, signal) =>
    getMarketplaceSettings(http, signal),
  )
  return settings.state === 'ready' ? settings.value : null
}

/**
 * The languages the menu offers: the site's, less those the admin turned off (its primary stays), in the
 * admin's order; the marketplace's own host offers every language the admin left on.
 */
export function menuLanguages(site: Site | null, marketplace: MarketplacePublicSettings | null): Locale[] {
  const { enabled, primary } = siteLanguages(site)
  if (!marketplace) return [...enabled]
  if (!site) return marketplace.languages
  const offered = marketplace.languages.filter((locale) => enabled.includes(locale))
  return offered.includes(primary) ? offered : [primary, ...offered]
}
