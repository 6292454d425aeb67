import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Config } from '../../env.js'

/** How long the partner has on Stripe's page before the round trip must start again. */
export const CONNECT_STATE_TTL_MS = 30 * 60 * 1000

const signature = (config: Config, nonce: string) =>
  createHmac('sha256', config.JWT_SECRET).update(`stripe-connect:${nonce}`).digest('base64url')

/** A fresh OAuth `state`: a random nonce (kept until used) and our signature of it. */
export function newConnectState(config: Config) {
  const nonce = randomBytes(24).toString('base64url')
  return { nonce, state: `${nonce}.${signature(config, nonce)}` }
}

/** The nonce of a state we signed; null for a forged or mangled one. */
export function connectStateNonce(config: Config, state: string): string | null {
  const [nonce, signed, ...rest] = state.split('.')
  if (!nonce || !signed || rest.length > 0) return null
  const expected = Buffer.from(signature(config, nonce))
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null
}
