import { describe, expect, it } from 'vitest'
import { MAX_PARTNER_SITES } from '../constants'
import { Policy } from '../enums/policy'
import { MESSAGES } from '../messages'
import { canCreatePartnerSite } from './partnerSites'

describe('canCreatePartnerSite', () => {
  it('allows up to two sites', () => {
    expect(MAX_PARTNER_SITES).toBe(2)
    expect(canCreatePartnerSite(0, [])).toEqual({ allowed: true })
    expect(canCreatePartnerSite(1, [])).toEqual({ allowed: true })
  })

  it('blocks the third site with the site-limit message', () => {
    expect(canCreatePartnerSite(2, [])).toEqual({ allowed: false, message: MESSAGES.siteLimit })
    expect(canCreatePartnerSite(5, [Policy.PARTNER_WIDGET_POLICY])).toEqual({
      allowed: false,
      message: MESSAGES.siteLimit,
    })
  })

  it('lifts the limit for holders of the extra-site policy', () => {
    expect(canCreatePartnerSite(2, [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2])).toEqual({ allowed: true })
    expect(canCreatePartnerSite(10, [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2])).toEqual({ allowed: true })
  })
})
