import { describe, expect, it } from 'vitest'
import { HeaderType } from '../enums/headerType'
import { PaymentMethod } from '../enums/paymentMethod'
import { siteListResponseSchema, siteSchema } from './site'
import { DEFAULT_THEME, themeSchema } from './theme'

const site = {
  id: 12,
  name: 'Fjord Trips',
  sub_domain: 'fjord',
  domain: null,
  link: 'https://fjord.jaunt.test',
  merchant_of_record: { type: 'partner', payment_method: [PaymentMethod.Card, PaymentMethod.Terminal] },
  site_settings: {
    general_settings: {
      company_name: 'Fjord Trips AS',
      favicon_icon: null,
      language: { enabled_language: ['en', 'no'], primary_language: 'no' },
      primary_page_id: null,
      sub_domain: 'fjord',
      domain: null,
    },
    redirection_settings: { is_redirect_search_page: false, redirect_to_service: null },
    script_settings: { head_scripts: '', footer_scripts: '' },
    theme_settings: DEFAULT_THEME,
    header_settings: {
      header_type: HeaderType.ScrolledFixed,
      black_logo: null,
      white_logo: null,
      disable_cart: false,
      disable_language_dropdown: false,
    },
    footer_settings: {
      use_goto_hub_privacy: true,
      footer_background_color: '#000000',
      footer_font_color: '#FFF',
      widgets: [],
    },
    booking_flow_settings: { process_single_cart_item: false },
  },
}

describe('siteSchema', () => {
  it('accepts a full site', () => {
    expect(siteSchema.parse(site)).toEqual(site)
  })

  it('rejects a primary language that is not enabled', () => {
    const language = { enabled_language: ['en'], primary_language: 'de' }
    const general_settings = { ...site.site_settings.general_settings, language }
    const result = siteSchema.safeParse({
      ...site,
      site_settings: { ...site.site_settings, general_settings },
    })
    expect(result.error?.issues[0]?.path).toEqual([
      'site_settings',
      'general_settings',
      'language',
      'primary_language',
    ])
  })

  it('rejects an unknown payment method and header type', () => {
    expect(
      siteSchema.safeParse({ ...site, merchant_of_record: { type: 'partner', payment_method: ['cash'] } })
        .success,
    ).toBe(false)
    const header_settings = { ...site.site_settings.header_settings, header_type: 'sticky' }
    expect(
      siteSchema.safeParse({ ...site, site_settings: { ...site.site_settings, header_settings } }).success,
    ).toBe(false)
  })

  it('reads the site list from data.data', () => {
    const list = siteListResponseSchema.parse({ data: { data: [site] } })
    expect(list.data.data).toEqual([
      { id: 12, name: 'Fjord Trips', sub_domain: 'fjord', domain: null, link: site.link },
    ])
  })
})

describe('DEFAULT_THEME', () => {
  it('fills every field of the theme with the spec defaults', () => {
    expect(themeSchema.parse(DEFAULT_THEME)).toEqual(DEFAULT_THEME)
    expect(DEFAULT_THEME.button.button_radius).toBe(50)
    expect(DEFAULT_THEME.general.box_color).toBe('#FFF')
    expect(DEFAULT_THEME.site_font).toBe('Roboto')
  })

  it('rejects colours that are not hex', () => {
    expect(themeSchema.safeParse({ ...DEFAULT_THEME, text_color: 'red' }).success).toBe(false)
  })
})
