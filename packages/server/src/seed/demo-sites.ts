import {
  DEFAULT_THEME,
  HeaderType,
  PaymentMethod,
  type FooterWidget,
  type Locale,
  type SiteSettings,
  type Theme,
} from '@jaunt/domain'
import type { DemoAccount } from './demo-accounts.js'

export interface DemoSite {
  owner: DemoAccount['key']
  name: string
  sub_domain: string
  merchant_of_record: { type: string; payment_method: PaymentMethod[] }
  /** The part of the marketplace's commission the partner earns on bookings made on the site. */
  partner_share_percent: number
  settings: SiteSettings
}

function settings(options: {
  company: string
  subDomain: string
  languages: Locale[]
  primary: Locale
  theme: Theme
  footer: { background: string; font: string; widgets?: FooterWidget[] }
  headerType?: HeaderType
  logos?: { black: string; white: string }
  favicon?: string
  scripts?: { head: string; footer: string }
}): SiteSettings {
  return {
    general_settings: {
      company_name: options.company,
      favicon_icon: options.favicon ?? null,
      language: { enabled_language: options.languages, primary_language: options.primary },
      primary_page_id: null,
      sub_domain: options.subDomain,
      domain: null,
    },
    redirection_settings: { is_redirect_search_page: false, redirect_to_service: null },
    script_settings: {
      head_scripts: options.scripts?.head ?? '',
      footer_scripts: options.scripts?.footer ?? '',
    },
    theme_settings: options.theme,
    header_settings: {
      header_type: options.headerType ?? HeaderType.Fixed,
      black_logo: options.logos?.black ?? null,
      white_logo: options.logos?.white ?? null,
      disable_cart: false,
      disable_language_dropdown: false,
    },
    footer_settings: {
      use_goto_hub_privacy: true,
      footer_background_color: options.footer.background,
      footer_font_color: options.footer.font,
      widgets: options.footer.widgets ?? [],
    },
    booking_flow_settings: { process_single_cart_item: false },
  }
}

/** A word mark drawn as SVG, so the demo has logos without shipping image files. */
const wordMark = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="36" viewBox="0 0 180 36"><path d="M4 30 16 8l8 14 5-8 9 16z" fill="${colour}"/><text x="46" y="25" font-family="Georgia,serif" font-size="19" font-weight="700" fill="${colour}">${text}</text></svg>`,
  )}`

const fjordTheme: Theme = {
  ...DEFAULT_THEME,
  button: { button_radius: 50, button_text_color: '#FFFFFF', button_background_color: '#0B2A5B' },
  badge: { badge_background_color: '#F59E0B', badge_text_color: '#1F2937' },
}

const nordicTheme: Theme = {
  ...DEFAULT_THEME,
  button: { button_radius: 6, button_text_color: '#FFFFFF', button_background_color: '#0F766E' },
  icon: { icon_background_color: '#0F766E', icon_foreground_color: '#FFFFFF' },
  badge: { badge_background_color: '#BE123C', badge_text_color: '#FFFFFF' },
  general: { ...DEFAULT_THEME.general, box_color: '#F8FAF9', outline_color: '#99C5BF' },
  text_color: '#0F172A',
  roomtype_background_color: '#ECFDF5',
  site_font: 'Lato',
  checkout_theme: { checkout_button_background_color: '#BE123C', checkout_button_text_color: '#FFFFFF' },
  dialog_theme: {
    dialog_header_background_color: '#0F766E',
    dialog_title_text_color: '#FFFFFF',
    dialog_subtitle_text_color: '#CCFBF1',
  },
}

export const DEMO_SITES: DemoSite[] = [
  {
    owner: 'partner',
    name: 'Fjord & Fell Adventures',
    sub_domain: 'demo',
    partner_share_percent: 30,
    merchant_of_record: { type: 'marketplace', payment_method: [PaymentMethod.NoPayment] },
    settings: settings({
      company: 'Fjord & Fell Adventures',
      subDomain: 'demo',
      languages: ['en', 'no', 'de'],
      primary: 'en',
      theme: fjordTheme,
      footer: {
        background: '#0B2A5B',
        font: '#FFFFFF',
        widgets: [
          {
            title: { en: 'Visit us', no: 'Besøk oss', de: 'Besuchen Sie uns' },
            text: {
              en: 'Harbour front, 5743 Flåm. Open every day 8–20.',
              no: 'Havnefronten, 5743 Flåm. Åpent hver dag 8–20.',
              de: 'Hafenfront, 5743 Flåm. Täglich 8–20 Uhr geöffnet.',
            },
            links: [{ label: { en: 'hello@fjordfell.test' }, url: 'mailto:hello@fjordfell.test' }],
          },
          {
            title: { en: 'Explore', no: 'Utforsk', de: 'Entdecken' },
            links: [
              { label: { en: 'The fjords', no: 'Fjordene', de: 'Die Fjorde' }, url: '/page/fjords' },
              { label: { en: 'About us', no: 'Om oss', de: 'Über uns' }, url: '/page/about-us' },
            ],
          },
        ],
      },
    }),
  },
  {
    owner: 'partner2',
    name: 'Nordic Trails',
    sub_domain: 'nordic',
    partner_share_percent: 25,
    merchant_of_record: { type: 'marketplace', payment_method: [PaymentMethod.NoPayment] },
    settings: settings({
      company: 'Nordic Trails',
      subDomain: 'nordic',
      languages: ['sv', 'en', 'no', 'da', 'fi'],
      primary: 'sv',
      theme: nordicTheme,
      headerType: HeaderType.ScrolledFixed,
      logos: { black: wordMark('Nordic Trails', '#0F172A'), white: wordMark('Nordic Trails', '#FFFFFF') },
      favicon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M2 28 12 6l6 11 4-6 8 17z" fill="#0F766E"/></svg>')}`,
      // What a partner pastes for their own analytics: it runs on their site as written.
      scripts: {
        head: '<meta name="nordic-trails-verification" content="demo" />',
        footer: '<script>window.nordicTrailsAnalytics = { loaded: true }</script>',
      },
      footer: {
        background: '#0F172A',
        font: '#E2E8F0',
        widgets: [
          {
            title: { sv: 'Kontakt', en: 'Contact', no: 'Kontakt', da: 'Kontakt', fi: 'Yhteystiedot' },
            text: {
              sv: 'Vi svarar inom en dag.',
              en: 'We answer within a day.',
              no: 'Vi svarer innen en dag.',
              da: 'Vi svarer inden for en dag.',
              fi: 'Vastaamme vuorokauden sisällä.',
            },
            links: [{ label: { en: 'hej@nordictrails.test' }, url: 'mailto:hej@nordictrails.test' }],
          },
        ],
      },
    }),
  },
  {
    // The demo partner's second site: a lodge's front desk that takes payment at a card reader.
    owner: 'partner',
    name: 'Fjordview Lodge Front Desk',
    sub_domain: 'lodge',
    partner_share_percent: 30,
    merchant_of_record: {
      type: 'partner',
      payment_method: [PaymentMethod.NoPayment, PaymentMethod.Terminal],
    },
    settings: settings({
      company: 'Fjordview Lodge',
      subDomain: 'lodge',
      languages: ['en', 'no'],
      primary: 'no',
      theme: fjordTheme,
      footer: { background: '#35573F', font: '#FFFFFF' },
    }),
  },
]
