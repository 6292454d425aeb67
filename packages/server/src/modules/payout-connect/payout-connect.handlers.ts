import { UserRole } from '@jaunt/domain'
import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { connectRedirectUri, requireConnect } from '../terminal-connect/connect-oauth.js'
import { stripeConnectFor } from '../terminal-connect/stripe-connect.js'
import type * as routes from './payout-connect.routes.js'
import * as service from './payout-connect.service.js'

type Handler<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>

const connectOf = (c: Context<AppEnv>) => stripeConnectFor(c.get('config'))

/** The owner's earnings page, where the payout account is shown: a supplier's, else the partner's. */
const earningsPage = (c: Context<AppEnv>) =>
  `/${c.get('locale')}/npanel/${c.get('user').role_ids.includes(UserRole.Supplier) ? 'supplier' : 'partner'}-earnings`

export const getOwn: Handler<'getOwn'> = async (c) =>
  c.json(await service.ownPayoutAccount(c.get('db'), c.get('user')), 200)

export const connect: Handler<'connect'> = async (c) =>
  c.json(
    await service.startPayoutConnect(c.get('db'), c.get('config'), requireConnect(connectOf(c)), {
      user: c.get('user'),
      returnPath: earningsPage(c),
      redirectUri: connectRedirectUri(c.get('config')),
    }),
    200,
  )

export const callback: Handler<'callback'> = async (c) =>
  c.json(
    await service.completePayoutConnect(c.get('db'), c.get('config'), requireConnect(connectOf(c)), {
      user: c.get('user'),
      callback: c.req.valid('json'),
    }),
    200,
  )

export const disconnect: Handler<'disconnect'> = async (c) =>
  c.json(await service.disconnectPayoutAccount(c.get('db'), connectOf(c), c.get('user')), 200)
