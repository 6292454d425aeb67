import type { operations } from '../generated/schema'

export { createApiClient, dataOf, type ApiClient, type ApiClientOptions } from './apiClient'
export { sessionMiddleware, type SessionMiddlewareOptions, type TokenRenewal } from './sessionMiddleware'
export { typedCall, type CallAnswer, type CallInit, type PathsWith } from './typedCall'
export type { components, operations, paths } from '../generated/schema'

/** The JSON an operation answers with 200, by its operationId: `JsonAnswer<'getCorePublicToursById'>`. */
export type JsonAnswer<Id extends keyof operations> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer T } }
}
  ? T
  : never
