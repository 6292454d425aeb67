import { Policy, UserRole } from '@jaunt/domain'

export const DEMO_PASSWORD = 'Demo-pass-1'

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

export interface DemoAccount {
  key: 'admin' | 'partner' | 'partner2' | 'supplier' | 'both' | 'operator' | 'newbie' | 'starter'
  name: string
  email: string
  roles: UserRole[]
  policies: Policy[]
  parent?: DemoAccount['key']
  first_time_login?: boolean
  terms_and_condition_accepted?: boolean
  country_code: string
  user_currency_type: string
  purpose: string
}

/** The accounts the README and the start banner promise, in the order they are created. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    name: 'Ada Admin',
    email: 'admin@jaunt.test',
    roles: [UserRole.Admin],
    policies: [],
    country_code: 'NO',
    user_currency_type: 'NOK',
    purpose: 'runs the marketplace',
  },
  {
    key: 'partner',
    name: 'Paula Partner',
    email: 'partner@jaunt.test',
    roles: [UserRole.Partner],
    policies: [...partnerPolicies, Policy.CREATE_OPERATOR_POLICY],
    country_code: 'NO',
    user_currency_type: 'NOK',
    purpose: 'owns the site "demo"',
  },
  {
    key: 'partner2',
    name: 'Nils Nordic',
    email: 'partner2@jaunt.test',
    roles: [UserRole.Partner],
    policies: partnerPolicies,
    country_code: 'SE',
    user_currency_type: 'SEK',
    purpose: 'owns the site "nordic"',
  },
  {
    key: 'supplier',
    name: 'Sam Supplier',
    email: 'supplier@jaunt.test',
    roles: [UserRole.Supplier],
    policies: supplierPolicies,
    country_code: 'NO',
    user_currency_type: 'NOK',
    purpose: 'sells activities and stays',
  },
  {
    key: 'both',
    name: 'Bo Both',
    email: 'both@jaunt.test',
    roles: [UserRole.Supplier, UserRole.Partner],
    policies: [...supplierPolicies, ...partnerPolicies],
    country_code: 'DE',
    user_currency_type: 'EUR',
    purpose: 'supplier and partner',
  },
  {
    key: 'operator',
    name: 'Otto Operator',
    email: 'operator@jaunt.test',
    roles: [UserRole.Operator],
    policies: [],
    parent: 'partner',
    country_code: 'NO',
    user_currency_type: 'NOK',
    purpose: 'runs the card reader for partner@',
  },
  {
    key: 'newbie',
    name: 'Nina Newbie',
    email: 'newbie@jaunt.test',
    roles: [UserRole.Partner],
    policies: partnerPolicies,
    first_time_login: true,
    terms_and_condition_accepted: false,
    country_code: 'NO',
    user_currency_type: 'NOK',
    purpose: 'must change password and accept terms',
  },
  {
    key: 'starter',
    name: 'Stina Starter',
    email: 'starter@jaunt.test',
    roles: [UserRole.Partner],
    policies: partnerPolicies,
    country_code: 'SE',
    user_currency_type: 'SEK',
    purpose: 'a partner without a site yet: creates one for an admin to approve',
  },
]
