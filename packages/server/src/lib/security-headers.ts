import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { viaTrustedProxy } from './client-ip.js'

/**
 * Only what every answer needs. Cross-origin isolation (CORP, COOP) is left off: it would block the
 * widget's calls and images on partners' pages, and the 3-D Secure window's way back.
 */
const EVERY_ANSWER = {
  xContentTypeOptions: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const

const overHttp = secureHeaders({ ...EVERY_ANSWER, strictTransportSecurity: false })
const overHttps = secureHeaders({ ...EVERY_ANSWER, strictTransportSecurity: 'max-age=15552000' })

/** HTTPS to us, or to a trusted proxy in front of us that says so. */
export function servedOverHttps(c: Context) {
  if (new URL(c.req.url).protocol === 'https:') return true
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim()
  return forwarded === 'https' && viaTrustedProxy(c)
}

/** nosniff and Referrer-Policy on every answer, HSTS only over HTTPS; /widget/* is served as it is. */
export const securityHeaders: MiddlewareHandler = (c, next) => {
  if (c.req.path === '/widget' || c.req.path.startsWith('/widget/')) return next()
  return (servedOverHttps(c) ? overHttps : overHttp)(c, next)
}
