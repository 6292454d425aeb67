import type { Site, SiteSettings } from '@jaunt/domain'
import type { PartnerSiteRow } from '../../db/schema.js'

/** Plain http on a development host (`localhost`, `*.localhost`), https everywhere else. */
export const schemeOf = (appHost: string) => (/(^|\.)localhost(:\d+)?$/.test(appHost) ? 'http' : 'https')

/** The public address of a site: its own domain, else its sub-domain of the app host. */
export function siteLink(row: Pick<PartnerSiteRow, 'domain' | 'sub_domain'>, appHost: string) {
  if (row.domain) return `https://${row.domain}`
  return `${schemeOf(appHost)}://${row.sub_domain}.${appHost}`
}

export function toSite(row: PartnerSiteRow, appHost: string): Site {
  const general = row.general_settings as SiteSettings['general_settings']
  return {
    id: row.id,
    name: row.name,
    sub_domain: row.sub_domain,
    domain: row.domain,
    link: siteLink(row, appHost),
    merchant_of_record: row.merchant_of_record as Site['merchant_of_record'],
    site_settings: {
      general_settings: { ...general, sub_domain: row.sub_domain, domain: row.domain },
      redirection_settings: row.redirection_settings as SiteSettings['redirection_settings'],
      script_settings: row.script_settings as SiteSettings['script_settings'],
      theme_settings: row.theme_settings as SiteSettings['theme_settings'],
      header_settings: row.header_settings as SiteSettings['header_settings'],
      footer_settings: row.footer_settings as SiteSettings['footer_settings'],
      booking_flow_settings: row.booking_flow_settings as SiteSettings['booking_flow_settings'],
    },
  }
}
