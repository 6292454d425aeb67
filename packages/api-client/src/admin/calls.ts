import {
  UNPAGED,
  currentUserSchema,
  siteSchema,
  tokenPairSchema,
  type ChangePasswordBody,
  type CurrentUser,
  type Site,
  type TokenPair,
  type UserRole,
} from '@jaunt/domain'
import { z } from 'zod'
import type { HttpClient } from '../http'
import {
  adminUserListSchema,
  dashboardSummarySchema,
  termsAndConditionSchema,
  type AdminUserList,
  type DashboardSummary,
  type ProfileBody,
  type TermsAndCondition,
} from './schemas'

export const ADMIN_PATHS = {
  currentUser: '/core/v1/current/user',
  password: '/core/v1/user/password',
  profile: '/core/v1/user/profile',
  acceptTerms: '/core/v1/user/accept-terms-and-condition',
  terms: (countryCode: string) => `/core/public/user/terms-and-condition/${encodeURIComponent(countryCode)}`,
  partnerSites: '/core/v1/partner-sites',
  partnerSite: (id: number) => `/core/v1/partner-sites/${id}`,
  dashboardSummary: '/core/v1/dashboard/summary',
  adminUsers: '/core/v1/admin/users',
  logInAs: (userId: number) => `/core/v1/admin/user/${userId}/log-in-as`,
} as const

type Signal = { signal?: AbortSignal }

export function getCurrentUser(client: HttpClient, { signal }: Signal = {}): Promise<CurrentUser> {
  return client.get(ADMIN_PATHS.currentUser, { signal, parse: currentUserSchema.parse })
}

/** Changes the own password; the server answers a fresh token pair (and clears first_time_login). */
export function changePassword(client: HttpClient, body: ChangePasswordBody): Promise<TokenPair> {
  return client.put(ADMIN_PATHS.password, body, { parse: tokenPairSchema.parse })
}

export function updateProfile(client: HttpClient, body: ProfileBody): Promise<CurrentUser> {
  return client.put(ADMIN_PATHS.profile, body, { parse: currentUserSchema.parse })
}

export function acceptTermsAndCondition(client: HttpClient): Promise<CurrentUser> {
  return client.post(ADMIN_PATHS.acceptTerms, undefined, { parse: currentUserSchema.parse })
}

/** The current terms for a country, or the general ones when the country has none. */
export function getTermsAndCondition(
  client: HttpClient,
  countryCode: string,
  { signal }: Signal = {},
): Promise<TermsAndCondition> {
  return client.get(ADMIN_PATHS.terms(countryCode), { signal, parse: termsAndConditionSchema.parse })
}

const siteListSchema = z.object({ data: z.object({ data: z.array(siteSchema), total: z.number().int() }) })

/** Every site the user may manage, unpaged: admins all, partners theirs, sub-users their parent's. */
export async function listPartnerSites(client: HttpClient, { signal }: Signal = {}): Promise<Site[]> {
  const answer = await client.get(ADMIN_PATHS.partnerSites, {
    signal,
    query: { item_per_page: UNPAGED, left_off: UNPAGED },
    parse: siteListSchema.parse,
  })
  return answer.data.data
}

export function getPartnerSite(client: HttpClient, id: number, { signal }: Signal = {}): Promise<Site> {
  return client.get(ADMIN_PATHS.partnerSite(id), { signal, parse: siteSchema.parse })
}

export function getDashboardSummary(client: HttpClient, { signal }: Signal = {}): Promise<DashboardSummary> {
  return client.get(ADMIN_PATHS.dashboardSummary, { signal, parse: dashboardSummarySchema.parse })
}

/** Admin only: the users (of one role), e.g. the partners an admin may log in as. */
export function listAdminUsers(
  client: HttpClient,
  { role, signal }: Signal & { role?: UserRole } = {},
): Promise<AdminUserList> {
  return client.get(ADMIN_PATHS.adminUsers, { signal, query: { role }, parse: adminUserListSchema.parse })
}

/** Admin only: a token pair for another (non-admin) user; the server audits every use. */
export function logInAs(client: HttpClient, userId: number): Promise<TokenPair> {
  return client.post(ADMIN_PATHS.logInAs(userId), undefined, { parse: tokenPairSchema.parse })
}
