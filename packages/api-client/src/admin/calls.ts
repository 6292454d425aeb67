import {
  UNPAGED,
  currentUserSchema,
  siteSchema,
  systemStatusSchema,
  tokenPairSchema,
  type ChangePasswordBody,
  type CurrentUser,
  type Site,
  type SystemStatus,
  type TokenPair,
  type UserRole,
} from '@jaunt/domain'
import { z } from 'zod'
import type { HttpClient } from '../http'
import { dataOf, type ApiClient } from '../typed/apiClient'
import {
  adminUserListSchema,
  dashboardSummarySchema,
  termsAndConditionSchema,
  type AdminUserList,
  type DashboardSummary,
  type ProfileBody,
  type TermsAndCondition,
} from './schemas'

// The calls go through `client.api`, typed from the OpenAPI document; the paths stay exported for
// the tests and the react-admin data provider.
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

/** The admin session's client carries its typed client; another HttpClient cannot make these calls. */
export function apiOf(client: HttpClient): ApiClient {
  if (!client.api) throw new Error("The back-office calls need the admin session's client")
  return client.api
}

export async function getCurrentUser(client: HttpClient, { signal }: Signal = {}): Promise<CurrentUser> {
  return currentUserSchema.parse(await dataOf(apiOf(client).GET('/core/v1/current/user', { signal })))
}

/** Changes the own password; the server answers a fresh token pair (and clears first_time_login). */
export async function changePassword(client: HttpClient, body: ChangePasswordBody): Promise<TokenPair> {
  return tokenPairSchema.parse(await dataOf(apiOf(client).PUT('/core/v1/user/password', { body })))
}

export async function updateProfile(client: HttpClient, body: ProfileBody): Promise<CurrentUser> {
  return currentUserSchema.parse(await dataOf(apiOf(client).PUT('/core/v1/user/profile', { body })))
}

export async function acceptTermsAndCondition(client: HttpClient): Promise<CurrentUser> {
  return currentUserSchema.parse(await dataOf(apiOf(client).POST('/core/v1/user/accept-terms-and-condition')))
}

/** The current terms for a country, or the general ones when the country has none. */
export async function getTermsAndCondition(
  client: HttpClient,
  countryCode: string,
  { signal }: Signal = {},
): Promise<TermsAndCondition> {
  const answer = apiOf(client).GET('/core/public/user/terms-and-condition/{countryCode}', {
    params: { path: { countryCode } },
    signal,
  })
  return termsAndConditionSchema.parse(await dataOf(answer))
}

const siteListSchema = z.object({ data: z.object({ data: z.array(siteSchema), total: z.number().int() }) })

/** Every site the user may manage, unpaged: admins all, partners theirs, sub-users their parent's. */
export async function listPartnerSites(client: HttpClient, { signal }: Signal = {}): Promise<Site[]> {
  const answer = apiOf(client).GET('/core/v1/partner-sites', {
    params: { query: { item_per_page: UNPAGED, left_off: UNPAGED } },
    signal,
  })
  return siteListSchema.parse(await dataOf(answer)).data.data
}

export async function getPartnerSite(client: HttpClient, id: number, { signal }: Signal = {}): Promise<Site> {
  const answer = apiOf(client).GET('/core/v1/partner-sites/{id}', { params: { path: { id } }, signal })
  return siteSchema.parse(await dataOf(answer))
}

export async function getDashboardSummary(
  client: HttpClient,
  { signal }: Signal = {},
): Promise<DashboardSummary> {
  return dashboardSummarySchema.parse(
    await dataOf(apiOf(client).GET('/core/v1/dashboard/summary', { signal })),
  )
}

/** Admin only: the users (of one role), e.g. the partners an admin may log in as. */
export async function listAdminUsers(
  client: HttpClient,
  { role, signal }: Signal & { role?: UserRole } = {},
): Promise<AdminUserList> {
  const answer = apiOf(client).GET('/core/v1/admin/users', { params: { query: { role } }, signal })
  return adminUserListSchema.parse(await dataOf(answer))
}

/** Admin only: a token pair for another (non-admin) user; the server audits every use. */
export async function logInAs(client: HttpClient, userId: number): Promise<TokenPair> {
  const answer = apiOf(client).POST('/core/v1/admin/user/{id}/log-in-as', {
    params: { path: { id: userId } },
  })
  return tokenPairSchema.parse(await dataOf(answer))
}

/** The admin's `tools/system`. */
export async function getSystemStatus(client: HttpClient, { signal }: Signal = {}): Promise<SystemStatus> {
  return systemStatusSchema.parse(await dataOf(apiOf(client).GET('/core/v1/admin/system-status', { signal })))
}
