import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { terminalSite } from '../terminals/terminals.service.js'
import { connectRedirectUri, requireConnect, returnPathOf } from './connect-oauth.js'
import { stripeConnectFor } from './stripe-connect.js'
import type * as routes from './terminal-connect.routes.js'
import * as service from './terminal-connect.service.js'

type Handler<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>

const connect = (c: Context<AppEnv>) => requireConnect(stripeConnectFor(c.get('config')))
const site = (c: Context<AppEnv>, id: number) => terminalSite(c.get('db'), c.get('user'), id)

export const listConnections: Handler<'listConnections'> = async (c) => {
  const siteId = await site(c, c.req.valid('param').id)
  return c.json({ data: await service.listConnections(c.get('db'), siteId) }, 200)
}

export const connect_: Handler<'connect'> = async (c) => {
  const siteId = await site(c, c.req.valid('param').id)
  return c.json(
    await service.startConnect(c.get('db'), c.get('config'), connect(c), {
      user: c.get('user'),
      siteId,
      currency: c.req.valid('json').currency_code,
      returnPath: `/${c.get('locale')}/npanel/${siteId}/terminal-settings`,
      redirectUri: connectRedirectUri(c.get('config')),
    }),
    200,
  )
}

export const callback: Handler<'callback'> = async (c) => {
  const siteId = await site(c, c.req.valid('param').id)
  return c.json(
    await service.completeConnect(c.get('db'), c.get('config'), connect(c), {
      user: c.get('user'),
      siteId,
      callback: c.req.valid('json'),
    }),
    200,
  )
}

export const deauthorize: Handler<'deauthorize'> = async (c) => {
  const siteId = await site(c, c.req.valid('param').id)
  return c.json(
    await service.deauthorize(c.get('db'), connect(c), siteId, c.req.valid('json').currency_code),
    200,
  )
}

export const stripeReturn: Handler<'stripeReturn'> = async (c) => {
  const query = c.req.valid('query')
  const path = await returnPathOf(c.get('db'), c.get('config'), query.state ?? '')
  const forward = new URLSearchParams({ tab: 'connect' })
  for (const key of ['state', 'code', 'error'] as const) {
    const value = query[key]
    if (value) forward.set(key, value)
  }
  return c.redirect(`${path}?${forward.toString()}`, 302)
}
