import type { MarketplacePublicSettings, PublicFaqEntry } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

/** What hosted sites show of the marketplace: its name, logo, contacts, tracker ids and languages. */
export function getMarketplaceSettings(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<MarketplacePublicSettings> {
  return typedCall(http, 'get', '/core/public/marketplace-settings', { signal })
}

/** The marketplace's published questions in APP-LOCALE, English where a language has none. */
export async function getMarketplaceFaq(http: HttpClient, signal?: AbortSignal): Promise<PublicFaqEntry[]> {
  return (await typedCall(http, 'get', '/core/public/faq', { signal })).data
}
