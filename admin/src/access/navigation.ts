import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  NO_SITE_ID,
  UserRole,
  canManageSubUsers,
  routeAccess,
  type CurrentUser,
  type Site,
} from '@jaunt/domain'
import { isSitePage, pageById, pagePath, type PageDef } from './pages'
import type { AdminArea } from '../routing/adminBase'

export interface NavLink {
  kind: 'link'
  id: string
  label: MessageDescriptor
  to: string
  /** Set when the link cannot be used yet; the menu shows it greyed with a tooltip. */
  disabled?: 'select-site'
}
export interface NavGroup {
  kind: 'group'
  id: string
  label: MessageDescriptor
  children: NavLink[]
}
/** A heading between the supplier's and the partner's items of a user who is both. */
export interface NavSection {
  kind: 'section'
  id: string
  label: MessageDescriptor
}
export type NavEntry = NavLink | NavGroup | NavSection

export type NavUser = Pick<CurrentUser, 'role_id' | 'policies' | 'parent_user_id'>

export interface NavigationInput {
  user: NavUser
  area: AdminArea
  /** The partner's selected site; null or id -1 when none is selected. */
  site: Pick<Site, 'id' | 'merchant_of_record'> | null
}

type Spec = { page: string } | { group: string; label: MessageDescriptor; pages: string[] }

// The menus of spec part 1 §6, in its order.
const SUPPLIER: Spec[] = [
  { page: 'activity-calendar' },
  { page: 'accommodation-calendar' },
  { group: 'products', label: msg`Products`, pages: ['activities', 'accommodations', 'product-settings'] },
  { page: 'reservations' },
  { page: 'cancellations' },
  { page: 'monthly-report' },
  { page: 'reports' },
  { page: 'supplier-earnings' },
]
const PARTNER: Spec[] = [
  { page: 'packages' },
  { page: 'pages' },
  { page: 'widgets' },
  { page: 'ai-chatbot' },
  { page: 'site-settings' },
  { page: 'terminal-settings' },
  { page: 'theme' },
  { page: 'general-settings' },
  { page: 'marketplace' },
  { page: 'reservations' },
  { page: 'monthly-report' },
  { page: 'partner-earnings' },
]
const TOP_LEVEL: Spec[] = [{ page: 'sub-users' }]
const OPERATOR: Spec[] = [{ page: 'card-reader' }]
const ADMIN: Spec[] = [
  {
    group: 'settings',
    label: msg`Settings`,
    pages: [
      'settings-site',
      'settings-main-preamble',
      'settings-checkout',
      'settings-commission',
      'settings-commission-categories',
      'settings-tax-categories',
      'settings-currencies',
      'settings-locations',
      'settings-analytics',
      'settings-contacts',
      'settings-languages',
      'settings-mailtemplate',
      'settings-faq',
    ],
  },
  {
    group: 'partner-site',
    label: msg`Partner Site`,
    pages: [
      'partner-site-pending',
      'partner-site-view',
      'partner-site-pending-change',
      'partner-site-mappings',
    ],
  },
  { page: 'admin-activities' },
  { page: 'admin-accommodations' },
  {
    group: 'selects',
    label: msg`Selects`,
    pages: [
      'selects-tags',
      'selects-destination-boxes',
      'selects-business-types',
      'selects-service-categories',
    ],
  },
  {
    group: 'texts',
    label: msg`Texts`,
    pages: ['texts-legal', 'texts-email-translation', 'texts-privacy', 'texts-terms', 'texts-terms-of-use'],
  },
  { page: 'admin-rentals' },
  { page: 'admin-restaurants' },
  { page: 'admin-attractions' },
  { group: 'users', label: msg`Users`, pages: ['users-partners', 'users-cancellation-policy'] },
  {
    group: 'reservation',
    label: msg`Reservation`,
    pages: [
      'admin-reservations',
      'admin-payments',
      'admin-cancellations',
      'admin-supplier-earnings',
      'admin-partner-earnings',
    ],
  },
  { page: 'admin-reports' },
  {
    group: 'tools',
    label: msg`Tools`,
    pages: [
      'tools-external-sync',
      'tools-seo',
      'tools-sitemap',
      'tools-alerts',
      'tools-log-in-as-audit',
      'tools-system',
      'tools-package-debug',
      'tools-send-service-data',
      'tools-auto-translation',
      'tools-ai-chatbot-sync',
    ],
  },
]

export const DASHBOARD_LINK: NavLink = { kind: 'link', id: 'dashboard', label: msg`Dashboard`, to: '/' }

/** The link to a page as this user sees it, or null when the user may not see it. */
function linkTo(def: PageDef, { user, site }: NavigationInput): NavLink | null {
  const selected = site && site.id !== NO_SITE_ID ? site : null
  if (def.topLevelOnly && !canManageSubUsers(user)) return null
  // Without a site its payment methods are unknown: a page that needs one stays hidden.
  if (def.requires.paymentMethods?.length && !selected) return null
  if (routeAccess({ user, route: def.requires, site: selected }) !== 'allow') return null
  const label = def.menuLabel ?? def.title
  if (isSitePage(def) && !selected) {
    return { kind: 'link', id: def.id, label, to: pagePath(def, NO_SITE_ID), disabled: 'select-site' }
  }
  return { kind: 'link', id: def.id, label, to: pagePath(def, selected?.id) }
}

function build(specs: Spec[], input: NavigationInput, shown: Set<string>): NavEntry[] {
  const entries: NavEntry[] = []
  const add = (id: string) => {
    // A page listed for two roles (Reservations, Monthly Reports) appears once for a user with both.
    if (shown.has(id)) return null
    const link = linkTo(pageById(input.area, id), input)
    if (link) shown.add(id)
    return link
  }
  for (const spec of specs) {
    if ('page' in spec) {
      const link = add(spec.page)
      if (link) entries.push(link)
      continue
    }
    const children = spec.pages.map(add).filter((link): link is NavLink => link !== null)
    if (children.length > 0) entries.push({ kind: 'group', id: spec.group, label: spec.label, children })
  }
  return entries
}

/** The side navigation of a user (spec part 1 §6); the Profile link is separate, at the bottom. */
export function buildNavigation(input: NavigationInput): NavEntry[] {
  const roles = input.user.role_id
  const shown = new Set<string>()
  if (input.area === 'admin') return [DASHBOARD_LINK, ...build(ADMIN, input, shown)]

  const isSupplier = roles.includes(UserRole.Supplier)
  const isPartner = roles.includes(UserRole.Partner)
  const entries: NavEntry[] = [DASHBOARD_LINK]
  const both = isSupplier && isPartner
  if (isSupplier) {
    if (both) entries.push({ kind: 'section', id: 'supplier', label: msg`Supplier` })
    entries.push(...build(SUPPLIER, input, shown))
  }
  if (isPartner) {
    if (both) entries.push({ kind: 'section', id: 'partner', label: msg`Partner` })
    entries.push(...build(PARTNER, input, shown))
  }
  if (roles.includes(UserRole.Operator)) entries.push(...build(OPERATOR, input, shown))
  entries.push(...build(TOP_LEVEL, input, shown))
  return entries
}

/** Non-admins get a Profile link at the bottom of the side navigation. */
export function profileLink(user: Pick<CurrentUser, 'role_id'>): NavLink | null {
  if (user.role_id.includes(UserRole.Admin)) return null
  return { kind: 'link', id: 'profile', label: msg`Profile`, to: '/profile' }
}

/** The ids of the links a user sees, groups flattened, in order: what the tests compare. */
export function navigationIds(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [entry.id, ...entry.children.map((child) => child.id)] : [entry.id],
  )
}

/** The label of the menu group a page sits in, for its breadcrumbs. */
export function groupLabelOf(area: AdminArea, pageId: string): MessageDescriptor | null {
  for (const spec of area === 'admin' ? ADMIN : [...SUPPLIER, ...PARTNER]) {
    if ('group' in spec && spec.pages.includes(pageId)) return spec.label
  }
  return null
}
