import { MAX_PARTNER_SITES } from '../constants'
import { Policy } from '../enums/policy'
import { MESSAGES } from '../messages'

export type PartnerSiteCreation = { allowed: true } | { allowed: false; message: string }

/** A partner may own MAX_PARTNER_SITES sites unless granted the extra-site policy. */
export function canCreatePartnerSite(siteCount: number, policies: readonly string[]): PartnerSiteCreation {
  if (siteCount < MAX_PARTNER_SITES || policies.includes(Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2)) {
    return { allowed: true }
  }
  return { allowed: false, message: MESSAGES.siteLimit }
}
