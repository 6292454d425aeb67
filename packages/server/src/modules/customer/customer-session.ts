import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { unauthenticated } from '../../lib/errors.js'
import type { AppEnv } from '../../lib/types.js'
import { hashToken } from '../auth/tokens.js'
import { customerDb } from './customer.tables.js'

export const CUSTOMER_SESSION_HOURS = 24

export interface CustomerIdentity {
  sessionId: number
  /** The payer email the customer proved to own; their bookings are the ones paid with it. */
  email: string
}

export interface CustomerEnv {
  Variables: AppEnv['Variables'] & { customer: CustomerIdentity }
}
export type CustomerRouteHandler<R extends RouteConfig> = RouteHandler<R, CustomerEnv>

/** An opaque random token: only its SHA-256 is stored, so a leaked table opens no session. */
export const newSecretToken = () => randomBytes(32).toString('base64url')

export async function startCustomerSession(db: DB, email: string) {
  const token = newSecretToken()
  const session = await customerDb(db)
    .insertInto('customer_session')
    .values({
      email,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${CUSTOMER_SESSION_HOURS})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow()
  return { customer_session_token: token, expires_at: new Date(session.expires_at).toISOString() }
}

export async function findCustomerSession(db: DB, token: string): Promise<CustomerIdentity | null> {
  const session = await customerDb(db)
    .selectFrom('customer_session')
    .select(['id', 'email'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return session ? { sessionId: session.id, email: session.email } : null
}

/**
 * Customer calls carry the customer session token. A back-office JWT is no such token, and a customer
 * token is no JWT, so neither opens the other's calls.
 */
export const requireCustomer: MiddlewareHandler<CustomerEnv> = async (c, next) => {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')
  const customer = match?.[1] ? await findCustomerSession(c.get('db'), match[1]) : null
  if (!customer) throw unauthenticated()
  c.set('customer', customer)
  await next()
}

export const isCustomerPath = (path: string) => /^\/core\/v1\/customer(\/|$)/.test(path)
