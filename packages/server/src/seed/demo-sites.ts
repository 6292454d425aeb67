import {
  DEFAULT_THEME,
  HeaderType,
  footerWidgetSchema,
  headerTypeSchema,
  localeSchema,
  paymentMethodSchema,
  themeSchema,
  type SiteSettings,
  type Theme,
} from '@jaunt/domain'
import { z } from 'zod'
import sites from './data/sites.json' with { type: 'json' }
import { DEMO_ACCOUNTS } from './demo-accounts.js'
import { readDemoData } from './read-data.js'

/** A theme as its differences from the default theme: any of its values, group by group. */
const themeChangesSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(themeSchema.shape).map(([key, value]) => [
      key,
      (value instanceof z.ZodObject ? value.partial().strict() : value).optional(),
    ]),
  ),
) as unknown as z.ZodType<{ [K in keyof Theme]?: Theme[K] extends object ? Partial<Theme[K]> : Theme[K] }>

/** Markup of an SVG picture, stored as a data URL so the demo has logos without image files. */
const svgSchema = z
  .string()
  .startsWith('<svg')
  .transform((svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`)

const demoSiteSchema = z.strictObject({
  /** The key of a demo account. */
  owner: z.string().refine((key) => DEMO_ACCOUNTS.some((account) => account.key === key), {
    message: 'Expected the key of a demo account',
  }),
  name: z.string().min(1),
  sub_domain: z.string().min(1),
  /** The part of the marketplace's commission the partner earns on bookings made on the site. */
  partner_share_percent: z.number().min(0).max(100),
  merchant_of_record: z.strictObject({ type: z.string(), payment_method: z.array(paymentMethodSchema) }),
  company_name: z.string().min(1),
  languages: z.array(localeSchema).min(1),
  primary_language: localeSchema,
  /** A theme of this file's `themes`. */
  theme: z.string(),
  header_type: headerTypeSchema.default(HeaderType.Fixed),
  logos: z.strictObject({ black: svgSchema, white: svgSchema }).optional(),
  favicon: svgSchema.optional(),
  /** What a partner pastes for their own analytics: it runs on their site as written. */
  scripts: z.strictObject({ head: z.string(), footer: z.string() }).optional(),
  footer: z.strictObject({
    background: z.string(),
    font: z.string(),
    widgets: z.array(footerWidgetSchema).default([]),
  }),
})
type DemoSiteEntry = z.infer<typeof demoSiteSchema>

export const demoSitesSchema = z
  .strictObject({ themes: z.record(z.string(), themeChangesSchema), sites: z.array(demoSiteSchema) })
  .superRefine(({ themes, sites }, ctx) => {
    sites.forEach((site, index) => {
      if (!themes[site.theme])
        ctx.addIssue({
          code: 'custom',
          path: ['sites', index, 'theme'],
          message: 'Expected one of the themes',
        })
    })
  })

export interface DemoSite {
  owner: string
  name: string
  sub_domain: string
  merchant_of_record: DemoSiteEntry['merchant_of_record']
  partner_share_percent: number
  settings: SiteSettings
}

function themeFrom(changes: z.infer<typeof themeChangesSchema>): Theme {
  const entries = Object.entries(DEFAULT_THEME).map(([key, value]) => {
    const change = changes[key as keyof Theme]
    return [key, typeof value === 'object' ? { ...value, ...(change as object) } : (change ?? value)]
  })
  return Object.fromEntries(entries) as Theme
}

function settingsOf(site: DemoSiteEntry, theme: Theme): SiteSettings {
  return {
    general_settings: {
      company_name: site.company_name,
      favicon_icon: site.favicon ?? null,
      language: { enabled_language: site.languages, primary_language: site.primary_language },
      primary_page_id: null,
      sub_domain: site.sub_domain,
      domain: null,
    },
    redirection_settings: { is_redirect_search_page: false, redirect_to_service: null },
    script_settings: { head_scripts: site.scripts?.head ?? '', footer_scripts: site.scripts?.footer ?? '' },
    theme_settings: theme,
    header_settings: {
      header_type: site.header_type,
      black_logo: site.logos?.black ?? null,
      white_logo: site.logos?.white ?? null,
      disable_cart: false,
      disable_language_dropdown: false,
    },
    footer_settings: {
      use_goto_hub_privacy: true,
      footer_background_color: site.footer.background,
      footer_font_color: site.footer.font,
      widgets: site.footer.widgets,
    },
    booking_flow_settings: { process_single_cart_item: false },
  }
}

const data = readDemoData('sites.json', demoSitesSchema, sites)

/** The demo partners' sites, in the order they are created. */
export const DEMO_SITES: DemoSite[] = data.sites.map((site) => ({
  owner: site.owner,
  name: site.name,
  sub_domain: site.sub_domain,
  partner_share_percent: site.partner_share_percent,
  merchant_of_record: site.merchant_of_record,
  settings: settingsOf(site, themeFrom(data.themes[site.theme]!)),
}))
