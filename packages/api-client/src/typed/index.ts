export { createApiClient, dataOf, type ApiClient, type ApiClientOptions } from './apiClient'
export { sessionMiddleware, type SessionMiddlewareOptions, type TokenRenewal } from './sessionMiddleware'
export type { components, operations, paths } from '../generated/schema'
