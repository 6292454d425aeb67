export { createAdminSession, AUTH_PATHS, type AdminSession, type AdminSessionOptions } from './session'
export { createMemoryTokenStore, type TokenStore } from './tokens'
export {
  ADMIN_PATHS,
  acceptTermsAndCondition,
  apiOf,
  changePassword,
  getCurrentUser,
  getDashboardSummary,
  getSystemStatus,
  getPartnerSite,
  getTermsAndCondition,
  listAdminUsers,
  listPartnerSites,
  logInAs,
  updateProfile,
} from './calls'
export {
  adminUserListSchema,
  adminUserSchema,
  dashboardSummarySchema,
  profileBodySchema,
  termsAndConditionSchema,
  type AdminUser,
  type AdminUserList,
  type DashboardFigures,
  type DashboardSummary,
  type LatestBooking,
  type ProfileBody,
  type TermsAndCondition,
} from './schemas'
export { withFieldErrorMap } from './wireErrors'
