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

/**
 * Stripe Terminal's SDK, which the card reader page loads from js.stripe.com (Stripe forbids bundling
 * it): it talks to Stripe and, for a smart reader on the desk's network, to the reader's local name.
 */
const STRIPE_TERMINAL_SCRIPT = 'https://js.stripe.com'
const STRIPE_TERMINAL_CONNECT = ['https://*.stripe.com', 'https://*.stripe-terminal-local-reader.net']

/** The back office loads its own files and Stripe Terminal's, and talks to its own origin and Stripe's. */
export const backOfficeCsp = secureHeaders({
  ...ONLY_CSP,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", STRIPE_TERMINAL_SCRIPT],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...STRIPE_TERMINAL_CONNECT],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameSrc: ["'self'", siteSubDomains, STRIPE_TERMINAL_SCRIPT],
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
