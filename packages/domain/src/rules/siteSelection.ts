import { NO_SITE_ID } from '../constants'
import { canCreatePartnerSite } from './partnerSites'

/**
 * The partner's selected site on opening the panel: the remembered one when the partner still has
 * it; -1 (creating a new site) only while the partner may create one; otherwise the first site, or
 * -1 when there is none.
 */
export function resolveSelectedSiteId(
  sites: readonly { id: number }[],
  rememberedId: number | null | undefined,
  policies: readonly string[],
): number {
  if (rememberedId != null && sites.some((site) => site.id === rememberedId)) return rememberedId
  if (rememberedId === NO_SITE_ID && canCreatePartnerSite(sites.length, policies).allowed) return NO_SITE_ID
  return sites[0]?.id ?? NO_SITE_ID
}

export type SiteChoice =
  | { kind: 'select'; siteId: number }
  /** "Create new site": go to the new site's general settings. */
  | { kind: 'create' }
  /** Creating is over the limit: show the message as an info alert and keep `siteId` selected. */
  | { kind: 'blocked'; siteId: number; message: string }

/** What choosing an entry of the site selector does; -1 is "Create new site". */
export function chooseSite(
  chosenId: number,
  previousId: number,
  siteCount: number,
  policies: readonly string[],
): SiteChoice {
  if (chosenId !== NO_SITE_ID) return { kind: 'select', siteId: chosenId }
  const creation = canCreatePartnerSite(siteCount, policies)
  if (creation.allowed) return { kind: 'create' }
  return { kind: 'blocked', siteId: previousId, message: creation.message }
}
