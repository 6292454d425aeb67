import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../../lib/types.js'
import { schemeOf } from '../partner-sites/site-mapping.js'

/** These middlewares add the page's CSP and nothing else: the app's securityHeaders gave the rest. */
const ONLY_CSP = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const

// Hex, not base64: the nonce is written into partners' script tags unquoted, where `=` and quotes could break them.
const hexNonce = (c: Context) => {
  const nonce = randomBytes(16).toString('hex')
  c.set('secureHeadersNonce', nonce)
  return `'nonce-${nonce}'`
}

const appHostOf = (c: Context) => (c as Context<AppEnv>).get('config').APP_HOST
/** The back office's own origin, which may frame a site page for the theme editor's live preview. */
const backOfficeOrigin = (c: Context) => `${schemeOf(appHostOf(c))}://${appHostOf(c)}`
/** The hosted sites' sub-domains of the app host: what the theme editor's preview frames. */
const siteSubDomains = (c: Context) => `${schemeOf(appHostOf(c))}://*.${appHostOf(c)}`

/**
 * The hosted site: only scripts carrying this response's nonce run, and what they load in turn
 * ('strict-dynamic'), so partners' tags and their loaders keep working while an injected script does
 * not. `https:` and 'unsafe-inline' only serve browsers without CSP 3, which ignore the nonce.
 */
export const sitePageCsp = secureHeaders({
  ...ONLY_CSP,
  contentSecurityPolicy: {
    scriptSrc: [hexNonce, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'", backOfficeOrigin],
  },
})

/** The back office loads only its own files and talks only to its own origin. */
export const backOfficeCsp = secureHeaders({
  ...ONLY_CSP,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameSrc: ["'self'", siteSubDomains],
    frameAncestors: ["'none'"],
  },
})

/**
 * Every script and module preload of a site page carries the nonce, the partner's own tags
 * included; Vite's preload helper reads it from the meta tag for the preloads it adds later.
 */
export function withScriptNonce(html: string, nonce: string) {
  return (
    html
      // JSON data blocks never run, so they need none.
      .replace(/<script\b(?![^>]*\btype=["']?application\/(ld\+)?json)/gi, `<script nonce=${nonce}`)
      .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)/gi, `<link nonce=${nonce}`)
      .replace(/<head>/i, (head) => `${head}\n    <meta property="csp-nonce" nonce=${nonce} />`)
  )
}

/** The dev outbox shows mail bodies as they were sent: their styles and pictures, never a script or a form. */
export const mailPreviewCsp = secureHeaders({
  ...ONLY_CSP,
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    imgSrc: ['data:', 'http:', 'https:'],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
})
