import { errorResponses } from './router.js'
import type { AppOpenAPI } from './types.js'

/**
 * What the document says of every operation that its route left unsaid: a route that names no
 * security is public (`security: []`), so tools can tell "open to all" from "forgot to say"; and one
 * without an operationId gets one from its method and path, which client generators name calls by.
 */
export function declarePublicOperations(app: AppOpenAPI) {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue
    const route = definition.route
    route.security ??= []
    route.operationId ??= operationIdOf(route.method, route.path)
    // Every body goes through the 1 MB limit (lib/body-limit.ts).
    if (route.request?.body) route.responses[413] ??= errorResponses[413]
  }
}

/** `get /core/public/tours/{id}` → `getCorePublicToursById`. */
export function operationIdOf(method: string, path: string) {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('')
}

export const OPENAPI_INFO: Exclude<Parameters<AppOpenAPI['doc31']>[1], (...args: never[]) => unknown> = {
  openapi: '3.1.0',
  info: {
    title: 'Jaunt API',
    version: '0.1.0',
    description:
      'The marketplace API behind the widget, site and back office. Read it at /api/docs; errors are `{ message, errors? }`.',
  },
  servers: [{ url: '/', description: 'This server' }],
}
