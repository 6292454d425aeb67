import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** Behind no proxy the socket address is the client; requests made in tests have no socket. */
export function clientIp(c: Context) {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
