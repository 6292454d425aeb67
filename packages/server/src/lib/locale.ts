import type { MiddlewareHandler } from 'hono'
import { normalizeLocale } from '@jaunt/domain'
import type { AppEnv } from './types.js'

export const readAppLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const locale = normalizeLocale(c.req.header('APP-LOCALE'))
  c.set('locale', locale)
  await next()
  c.header('Content-Language', locale)
}
