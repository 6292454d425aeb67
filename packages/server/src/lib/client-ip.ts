import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

// Node reports IPv4 clients of a dual-stack socket as `::ffff:1.2.3.4`; a configured `1.2.3.4` must match.
const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/** The socket's peer; requests made in tests have no socket unless they give one. */
export function socketAddress(c: Context) {
  try {
    const address = getConnInfo(c).remote.address
    return address ? plain(address) : 'unknown'
  } catch {
    return 'unknown'
  }
}

const trustedProxies = (c: Context): readonly string[] => c.get('config')?.TRUSTED_PROXIES ?? []

/** Whether the request came through one of the configured proxies, whose forwarded headers are believed. */
export const viaTrustedProxy = (c: Context) => trustedProxies(c).includes(socketAddress(c))

/**
 * The client's address: the socket's, unless that is a trusted proxy; then the nearest address in
 * X-Forwarded-For that is not one of our proxies (anything further left the client could have written).
 */
export function clientIp(c: Context) {
  const socket = socketAddress(c)
  const proxies = trustedProxies(c)
  if (!proxies.includes(socket)) return socket
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map(plain).filter(Boolean)
  return forwarded.reverse().find((address) => !proxies.includes(address)) ?? socket
}
