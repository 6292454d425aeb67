import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A package loaded on its first use instead of at start-up, for what most starts never need (Stripe,
 * SMTP, the HTML sanitiser: 180 ms of a 1 s start together). It must have a CommonJS entry point, as
 * the first use is synchronous.
 */
export function later<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= require(name) as T)
}
