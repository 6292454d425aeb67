import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { PaymentMethod, Policy, UserRole, type RouteRequirements } from '@jaunt/domain'
import type { AdminArea } from '../routing/adminBase'

/**
 * Every page of the back office that the menus link to, with what it requires (spec part 1 §5 and
 * §6). Routes, menus and guards all read this one table; pages whose screens come in later issues
 * render as "coming soon" from their title and summary.
 */
export interface PageDef {
  id: string
  area: AdminArea
  /** The route under the area's basename; `:siteId` marks a page of the selected partner site. */
  path: string
  /** The page's heading; the menu shows `menuLabel` when it is shorter. */
  title: MessageDescriptor
  menuLabel?: MessageDescriptor
  /** One line on what the page is for, shown until its screen exists. */
  summary: MessageDescriptor
  requires: RouteRequirements
  /** Only for users without a parent user (the Sub-Users rule). */
  topLevelOnly?: boolean
}

const supplier = [UserRole.Supplier]
const partner = [UserRole.Partner]
const admin = [UserRole.Admin]

function page(
  area: AdminArea,
  id: string,
  path: string,
  rest: Omit<PageDef, 'id' | 'area' | 'path'>,
): PageDef {
  return { id, area, path, ...rest }
}

const p = (id: string, path: string, rest: Omit<PageDef, 'id' | 'area' | 'path'>) =>
  page('npanel', id, path, rest)
const a = (
  id: string,
  path: string,
  title: MessageDescriptor,
  summary: MessageDescriptor,
  menuLabel?: MessageDescriptor,
) => page('admin', id, path, { title, summary, menuLabel, requires: { roles: admin } })

export const PANEL_PAGES: readonly PageDef[] = [
  // Supplier
  p('activity-calendar', 'calendar', {
    title: msg`Activity Calendar`,
    summary: msg`Every departure of your activities by day, with allotments and bookings.`,
    requires: { roles: supplier, policies: [Policy.ACTIVITY_MODULE] },
  }),
  // Reached from the calendar's departures (not a menu item of the spec's), by query string.
  p('guest-list', 'guest-list', {
    title: msg`Guest list`,
    summary: msg`The guests of a departure, to check them in at the meeting point.`,
    requires: { roles: supplier, policies: [Policy.ACTIVITY_MODULE] },
  }),
  p('change-allotments', 'change-allotments', {
    title: msg`Change allotments`,
    summary: msg`Set the places of, close or reopen departures for a range of dates and weekdays.`,
    requires: { roles: supplier, policies: [Policy.ACTIVITY_MODULE] },
  }),
  // A child of the calendar, reached from a departure there; it has no menu entry.
  p('activity-bulk-cancellation', 'calendar/:id/:tourOptionId/bulk-cancellation', {
    title: msg`Bulk cancellation`,
    summary: msg`Cancel every booking of chosen departures, refund the guests and tell them why.`,
    requires: { roles: supplier, policies: [Policy.ACTIVITY_MODULE] },
  }),
  p('accommodation-calendar', 'hotel/calendar', {
    title: msg`Accommodation Calendar`,
    summary: msg`Prices, availability and restrictions of your rooms, night by night.`,
    requires: { roles: supplier, policies: [Policy.ACCOMMODATION_MODULE] },
  }),
  p('activities', 'tour', {
    title: msg`Activities`,
    summary: msg`Create and edit your activities, their options, tickets and prices.`,
    requires: { roles: supplier, policies: [Policy.ACTIVITY_MODULE] },
  }),
  p('accommodations', 'hotel', {
    title: msg`Accommodations`,
    summary: msg`Your properties with their room types and rate plans.`,
    requires: { roles: supplier, policies: [Policy.ACCOMMODATION_MODULE] },
  }),
  p('product-settings', 'product-settings', {
    title: msg`Product settings`,
    menuLabel: msg`Settings`,
    summary: msg`Supplier consents and cancellation policies shared by your products.`,
    requires: { roles: supplier },
  }),
  p('reservations', 'reservations', {
    title: msg`Reservations`,
    summary: msg`Every booking of your products and sites, with the guests' details and status.`,
    requires: { roles: [UserRole.Supplier, UserRole.Partner] },
  }),
  p('cancellations', 'cancellations', {
    title: msg`Cancellations`,
    summary: msg`Cancelled bookings and the refunds they carry.`,
    requires: { roles: supplier },
  }),
  p('monthly-report', 'monthly-report', {
    title: msg`Monthly Reports`,
    summary: msg`A month's bookings and sales, ready to download.`,
    requires: { roles: [UserRole.Supplier, UserRole.Partner] },
  }),
  p('reports', 'report', {
    title: msg`Reports`,
    summary: msg`Sales and bookings by period and currency.`,
    requires: { roles: supplier },
  }),
  p('supplier-earnings', 'supplier-earnings', {
    title: msg`Supplier earnings`,
    summary: msg`What your products earned and what has been paid out, month by month.`,
    requires: { roles: supplier },
  }),
  // Partner: pages of the selected site
  p('packages', ':siteId/packages', {
    title: msg`Packages`,
    summary: msg`Bundle activities and stays into packages sold on this site.`,
    requires: { roles: partner, policies: [Policy.PARTNER_PACKAGE_POLICY] },
  }),
  // A package of the site, reached from the package list; it has no menu entry.
  p('package-edit', ':siteId/packages/:packageId', {
    title: msg`Package`,
    summary: msg`A package's products, settings, texts and pictures, and history.`,
    requires: { roles: partner, policies: [Policy.PARTNER_PACKAGE_POLICY] },
  }),
  p('pages', ':siteId/pages', {
    title: msg`Pages`,
    summary: msg`Build and publish the pages of this site.`,
    requires: { roles: partner, policies: [Policy.PARTNER_SITE_BUILDER_POLICY] },
  }),
  p('widgets', ':siteId/widget-settings', {
    title: msg`Widgets`,
    summary: msg`The booking widgets you embed on other websites.`,
    requires: { roles: partner, policies: [Policy.PARTNER_WIDGET_POLICY] },
  }),
  p('ai-chatbot', ':siteId/ai-chatbot', {
    title: msg`AI Chatbot`,
    summary: msg`The assistant that answers your guests' questions on this site.`,
    requires: { roles: partner, policies: [Policy.PARTNER_CHATBOT_POLICY] },
  }),
  p('site-settings', ':siteId/site-settings', {
    title: msg`Site Settings`,
    summary: msg`Booking flow, header, footer, location, redirection and scripts of this site.`,
    requires: { roles: partner },
  }),
  p('terminal-settings', ':siteId/terminal-settings', {
    title: msg`Terminal Settings`,
    summary: msg`Card reader locations, readers and the operators' setup credential.`,
    requires: { roles: partner, paymentMethods: [PaymentMethod.Terminal] },
  }),
  p('theme', ':siteId/theme-settings', {
    title: msg`Theme`,
    summary: msg`Colours, fonts and buttons of this site.`,
    requires: { roles: partner },
  }),
  p('general-settings', ':siteId/general-settings', {
    title: msg`General Settings`,
    summary: msg`The site's name, address, languages and primary page.`,
    requires: { roles: partner },
  }),
  p('marketplace', ':siteId/marketplace', {
    title: msg`Marketplace`,
    summary: msg`The marketplace products this site sells.`,
    requires: { roles: partner },
  }),
  // Partner: not tied to one site
  p('partner-earnings', 'partner-earnings', {
    title: msg`Partner earnings`,
    summary: msg`Commission earned on your sites' bookings, and your payouts.`,
    requires: { roles: partner },
  }),
  p('sub-users', 'users', {
    title: msg`Sub-Users`,
    summary: msg`The operator accounts that run your card readers.`,
    requires: { policies: [Policy.CREATE_OPERATOR_POLICY] },
    topLevelOnly: true,
  }),
  // Operator
  p('card-reader', 'card-reader', {
    title: msg`Card reader`,
    summary: msg`Take card payments for your partner's sites on a card reader.`,
    requires: { roles: [UserRole.Operator] },
  }),
]

export const ADMIN_PAGES: readonly PageDef[] = [
  a(
    'settings-site',
    'settings/site',
    msg`Site settings`,
    msg`The marketplace's name, logo and contact details.`,
    msg`Site`,
  ),
  a(
    'settings-main-preamble',
    'settings/main-preamble',
    msg`Main preamble`,
    msg`The introduction shown at the top of the marketplace.`,
  ),
  a(
    'settings-checkout',
    'settings/checkout/features/desktop',
    msg`Checkout features`,
    msg`What the checkout offers guests on desktop and mobile.`,
  ),
  a(
    'settings-commission',
    'settings/commission',
    msg`Commission`,
    msg`The default commission of partners and suppliers.`,
  ),
  a(
    'settings-commission-categories',
    'settings/commission-categories',
    msg`Commission categories`,
    msg`Commission rates by product category.`,
  ),
  a(
    'settings-tax-categories',
    'settings/tax-categories',
    msg`Tax categories`,
    msg`Tax rates applied to products by category and country.`,
  ),
  a(
    'settings-currencies',
    'settings/currencies',
    msg`Currencies`,
    msg`The currencies products may be priced in.`,
  ),
  a(
    'settings-analytics',
    'settings/analytics',
    msg`Analytics`,
    msg`Tracking and analytics identifiers of the marketplace.`,
  ),
  a(
    'settings-contacts',
    'settings/contacts',
    msg`Contacts`,
    msg`Support contacts shown to partners, suppliers and guests.`,
  ),
  a('settings-locations', 'settings/locations', msg`Locations`, msg`The places products are in.`),
  a('settings-languages', 'settings/languages', msg`Languages`, msg`The languages the marketplace offers.`),
  a(
    'settings-mailtemplate',
    'settings/mailtemplate',
    msg`Mail templates`,
    msg`The emails sent to guests, partners and suppliers.`,
  ),
  a('settings-faq', 'settings/faq', msg`FAQ`, msg`Frequently asked questions shown to guests.`),
  a(
    'partner-site-pending',
    'partner-site/pending',
    msg`Pending sites`,
    msg`New partner sites waiting for approval.`,
    msg`Pending`,
  ),
  a(
    'partner-site-view',
    'partner-site',
    msg`Partner sites`,
    msg`Every partner site, with its owner and status.`,
    msg`View`,
  ),
  a(
    'partner-site-pending-change',
    'partner-site/pending-change',
    msg`Editing requests`,
    msg`Changes to partner sites waiting for approval.`,
    msg`Editing request`,
  ),
  a(
    'partner-site-mappings',
    'partner-site/mappings',
    msg`Site mappings`,
    msg`Which products each partner site sells.`,
    msg`Mappings`,
  ),
  a(
    'admin-activities',
    'activity',
    msg`Activities`,
    msg`Every supplier's activities, with their approval status.`,
  ),
  a(
    'admin-accommodations',
    'hotel',
    msg`Accommodations`,
    msg`Every supplier's properties, features and feature types.`,
  ),
  a('selects-tags', 'selects/tag', msg`Tags`, msg`Tags that group products in search.`),
  a(
    'selects-destination-boxes',
    'selects/destination-box',
    msg`Destination boxes`,
    msg`The marketplace's places, each with a slider of its products.`,
  ),
  a(
    'selects-business-types',
    'selects/business-type',
    msg`Business types`,
    msg`The kinds of business suppliers and partners run.`,
  ),
  a(
    'selects-service-categories',
    'selects/service-category',
    msg`Service categories`,
    msg`The categories products are sorted into.`,
  ),
  a('texts-legal', 'legal-text', msg`Legal texts`, msg`Terms and conditions by country and version.`),
  a(
    'texts-email-translation',
    'email-translation',
    msg`Email translations`,
    msg`The texts of every email in every language.`,
  ),
  a(
    'texts-privacy',
    'text/policy-privacy',
    msg`Privacy policy`,
    msg`The privacy policy shown on every site.`,
  ),
  a(
    'texts-terms',
    'text/terms-and-conditions',
    msg`Terms and conditions`,
    msg`The terms partners and suppliers accept before they sell.`,
  ),
  a('texts-terms-of-use', 'text/terms-of-use', msg`Terms of use`, msg`The terms of use of the marketplace.`),
  a('admin-rentals', 'rental', msg`Rentals`, msg`Rental products and their suppliers.`),
  a('admin-restaurants', 'restaurant', msg`Restaurants`, msg`Restaurant products and their suppliers.`),
  a('admin-attractions', 'attraction', msg`Attraction`, msg`Attraction products and their suppliers.`),
  a('users-partners', 'user', msg`Partners`, msg`Every partner, with their sites and status.`),
  a(
    'users-cancellation-policy',
    'user/cancellation-policy',
    msg`Cancellation policy`,
    msg`The cancellation policies suppliers can choose from.`,
  ),
  a('admin-reservations', 'bookings', msg`Reservations`, msg`Every booking on the marketplace.`),
  a('admin-payments', 'payments', msg`Payments`, msg`Payments taken from guests and their status.`),
  a(
    'admin-supplier-earnings',
    'supplier-earnings',
    msg`Supplier earnings`,
    msg`What each supplier is owed, month by month, and its payout status.`,
  ),
  a(
    'admin-partner-earnings',
    'partner-earnings',
    msg`Partner earnings`,
    msg`Each partner's commission, month by month, and its payout status.`,
  ),
  a(
    'admin-cancellations',
    'cancellations/new',
    msg`Cancellations`,
    msg`Cancelled bookings and their refunds.`,
  ),
  a(
    'admin-reports',
    'admin-report',
    msg`Reports`,
    msg`Sales, commission and bookings across the marketplace.`,
  ),
  a(
    'tools-external-sync',
    'tools/external-sync',
    msg`External sync`,
    msg`Synchronisation with the suppliers' booking systems.`,
  ),
  a('tools-seo', 'tools/seo', msg`SEO`, msg`Titles, descriptions and indexing of the marketplace's pages.`),
  a('tools-sitemap', 'tools/sitemap', msg`Sitemap`, msg`The sitemaps search engines read.`),
  a('tools-alerts', 'tools/alerts', msg`Alerts`, msg`Messages shown to every back-office user.`),
  a(
    'tools-log-in-as-audit',
    'tools/log-in-as-audit',
    msg`Log-in-as audit`,
    msg`Every time an admin logged in as another user, and when they came back.`,
  ),
  a('tools-system', 'tools/system', msg`System`, msg`The state of jobs, queues and caches.`),
  a(
    'tools-package-debug',
    'tools/package-debug',
    msg`Why not bookable?`,
    msg`A package on a date, service by service: why it sells or not.`,
  ),
  a(
    'tools-content-api-tokens',
    'tools/content-api-tokens',
    msg`Content API tokens`,
    msg`Keys that let a partner's own apps read their site's published content.`,
  ),
  a(
    'tools-send-service-data',
    'tools/send-service-data',
    msg`Send service data to queue`,
    msg`Resend products to the search index and partner feeds.`,
  ),
  a(
    'tools-auto-translation',
    'tools/auto-translation',
    msg`Auto-translation`,
    msg`Machine translation of product texts into every language.`,
  ),
  a(
    'tools-ai-chatbot-sync',
    'tools/ai-chatbot-sync-tool',
    msg`AI chatbot sync`,
    msg`Rebuild each site's chatbot index from its pages and FAQ.`,
  ),
]

const byId = new Map([...PANEL_PAGES, ...ADMIN_PAGES].map((def) => [`${def.area}:${def.id}`, def]))

export function pageById(area: AdminArea, id: string): PageDef {
  const def = byId.get(`${area}:${id}`)
  if (!def) throw new Error(`No ${area} page ${id}`)
  return def
}

export function pagesOf(area: AdminArea): readonly PageDef[] {
  return area === 'admin' ? ADMIN_PAGES : PANEL_PAGES
}

export const isSitePage = (def: PageDef) => def.path.startsWith(':siteId/')

/** The link to a page; a page of a partner site needs the site's id. */
export function pagePath(def: PageDef, siteId?: number): string {
  return `/${def.path.replace(':siteId', String(siteId ?? -1))}`
}
