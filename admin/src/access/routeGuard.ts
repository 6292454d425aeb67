import {
  NO_SITE_ID,
  canCreatePartnerSite,
  canManageSubUsers,
  routeAccess,
  type CurrentUser,
  type Site,
} from '@jaunt/domain'
import { ACCESS_DENIED_PATH } from './gates'
import { isSitePage, pageById, pagePath, type PageDef } from './pages'

export type GuardUser = Pick<CurrentUser, 'role_id' | 'policies' | 'parent_user_id'>

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** A page of a partner site opened with no site selected (id -1). */
  | { kind: 'select-site' }
  /** The new site's general settings while the partner is at the site limit. */
  | { kind: 'site-limit'; message: string }

export interface GuardInput {
  user: GuardUser
  page: PageDef
  /** The sites the user may manage; a page of a site needs it among them. */
  sites: readonly Pick<Site, 'id' | 'merchant_of_record'>[]
  /** The `:siteId` of the route, for pages of a partner site. */
  siteId?: number
}

/**
 * Route access of spec part 1 §5 for one page: roles (any), policies (all, admins exempt), Sub-Users
 * only for top-level users, another user's site is access denied, and a page needing a payment
 * method the site's merchant of record lacks sends the partner to the site settings.
 */
export function guardPage({ user, page, sites, siteId }: GuardInput): GuardDecision {
  const denied = { kind: 'redirect', to: ACCESS_DENIED_PATH } as const
  if (page.topLevelOnly && !canManageSubUsers(user)) return denied
  let site: GuardInput['sites'][number] | null = null
  if (isSitePage(page)) {
    if (siteId === undefined || Number.isNaN(siteId)) return denied
    if (siteId !== NO_SITE_ID) {
      site = sites.find((candidate) => candidate.id === siteId) ?? null
      if (!site) return denied
    }
  }
  const access = routeAccess({ user, route: page.requires, site })
  if (access === 'denied') return denied
  if (access === 'redirect-site-settings') {
    return { kind: 'redirect', to: pagePath(pageById(page.area, 'site-settings'), siteId) }
  }
  if (isSitePage(page) && siteId === NO_SITE_ID) {
    // -1 is "create": only the general settings of a new site exist for it.
    if (page.id !== 'general-settings') return { kind: 'select-site' }
    const creation = canCreatePartnerSite(sites.length, user.policies)
    if (!creation.allowed) return { kind: 'site-limit', message: creation.message }
  }
  return { kind: 'allow' }
}
