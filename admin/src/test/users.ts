import {
  PaymentMethod,
  Policy,
  UserRole,
  siteSettingsSchema,
  type CurrentUser,
  type Site,
} from '@jaunt/domain'

// Users shaped like the demo accounts (packages/server/src/seed/data/accounts.json), for tests.
const partnerPolicies = [
  Policy.PARTNER_PACKAGE_POLICY,
  Policy.PARTNER_SITE_BUILDER_POLICY,
  Policy.PARTNER_WIDGET_POLICY,
  Policy.PARTNER_CHATBOT_POLICY,
  Policy.PARTNER_SEE_ALL_BOOKING,
  Policy.PARTNER_CANCEL_TOUR_BOOKING,
  Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL,
]
const supplierPolicies = [Policy.ACTIVITY_MODULE, Policy.ACCOMMODATION_MODULE, Policy.SUPPLIER_PACKAGE_POLICY]

function user(id: number, name: string, email: string, rest: Partial<CurrentUser>): CurrentUser {
  return {
    id,
    name,
    email: { email },
    profile_pic_url: null,
    can_login: true,
    first_time_login: false,
    terms_and_condition_accepted: true,
    is_sub_user: false,
    parent_user_id: null,
    country_code: 'NO',
    role_id: [],
    policies: [],
    user_currency_type: 'NOK',
    is_zaui_stay_user: false,
    ...rest,
  }
}

export const ADMIN = user(1, 'Ada Admin', 'admin@jaunt.test', { role_id: [UserRole.Admin] })
export const PARTNER = user(2, 'Paula Partner', 'partner@jaunt.test', {
  role_id: [UserRole.Partner],
  policies: [...partnerPolicies, Policy.CREATE_OPERATOR_POLICY],
})
export const PARTNER2 = user(3, 'Nils Nordic', 'partner2@jaunt.test', {
  role_id: [UserRole.Partner],
  policies: partnerPolicies,
  country_code: 'SE',
  user_currency_type: 'SEK',
})
export const SUPPLIER = user(4, 'Sam Supplier', 'supplier@jaunt.test', {
  role_id: [UserRole.Supplier],
  policies: supplierPolicies,
})
export const BOTH = user(5, 'Bo Both', 'both@jaunt.test', {
  role_id: [UserRole.Supplier, UserRole.Partner],
  policies: [...supplierPolicies, ...partnerPolicies],
  country_code: 'DE',
  user_currency_type: 'EUR',
})
export const OPERATOR = user(6, 'Otto Operator', 'operator@jaunt.test', {
  role_id: [UserRole.Operator],
  is_sub_user: true,
  parent_user_id: 2,
})
export const NEWBIE = user(7, 'Nina Newbie', 'newbie@jaunt.test', {
  role_id: [UserRole.Partner],
  policies: partnerPolicies,
  first_time_login: true,
  terms_and_condition_accepted: false,
})

// The demo site's settings as the server answers them.
const SITE_SETTINGS = siteSettingsSchema.parse({
  general_settings: {
    domain: null,
    language: { enabled_language: ['en', 'no', 'de'], primary_language: 'en' },
    sub_domain: 'demo',
    company_name: 'Fjord & Fell Adventures',
    favicon_icon: null,
    primary_page_id: null,
  },
  redirection_settings: { redirect_to_service: null, is_redirect_search_page: false },
  script_settings: { head_scripts: '', footer_scripts: '' },
  theme_settings: {
    icon: { icon_background_color: '#0B2A5B', icon_foreground_color: '#FFFFFF' },
    badge: { badge_text_color: '#1F2937', badge_background_color: '#F59E0B' },
    button: { button_radius: 50, button_text_color: '#FFFFFF', button_background_color: '#0B2A5B' },
    general: {
      box_color: '#FFF',
      outline_color: '#D0D5DD',
      disable_text_color: '#9E9E9E',
      free_cancellation_text_color: '#2E7D32',
    },
    site_font: 'Roboto',
    text_color: '#1F2937',
    dialog_theme: {
      dialog_title_text_color: '#FFFFFF',
      dialog_subtitle_text_color: '#DCE3EE',
      dialog_header_background_color: '#0B2A5B',
    },
    checkout_theme: { checkout_button_text_color: '#FFFFFF', checkout_button_background_color: '#0B2A5B' },
    roomtype_background_color: '#F3F6FA',
  },
  header_settings: {
    black_logo: null,
    white_logo: null,
    header_type: 'fixed',
    disable_cart: false,
    disable_language_dropdown: false,
  },
  footer_settings: {
    widgets: [],
    footer_font_color: '#FFFFFF',
    use_goto_hub_privacy: true,
    footer_background_color: '#0B2A5B',
  },
  booking_flow_settings: { process_single_cart_item: false },
})

export function site(
  id: number,
  name: string,
  paymentMethods: PaymentMethod[] = [PaymentMethod.NoPayment],
): Site {
  return {
    id,
    name,
    sub_domain: name.toLowerCase().replace(/\W+/g, '-'),
    domain: null,
    link: null,
    merchant_of_record: { type: 'marketplace', payment_method: paymentMethods },
    site_settings: SITE_SETTINGS,
  }
}

export const DEMO_SITE = site(1, 'Fjord & Fell Adventures')
export const TERMINAL_SITE = site(2, 'Harbour Kiosk', [PaymentMethod.Card, PaymentMethod.Terminal])
