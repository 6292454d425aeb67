import type { AppOpenAPI } from './types.js'

/**
 * What the document says of every operation that its route left unsaid: a route that names no
 * security is public (`security: []`), so tools can tell "open to all" from "forgot to say".
 */
export function declarePublicOperations(app: AppOpenAPI) {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type === 'route' && definition.route.security === undefined) {
      definition.route.security = []
    }
  }
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
