import type { Context } from 'hono'
import { clientIp } from '../../lib/client-ip.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { terminalProviderFor } from '../terminals/terminal-provider.js'
import { requireProvider } from '../terminals/terminals.service.js'
import * as desk from './desk-payment.service.js'
import * as session from './operator-session.service.js'
import { TERMINAL_TOKEN_HEADER } from './operator-token.js'
import type * as routes from './terminal-desk.routes.js'

type Handler<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>

const provider = (c: Context<AppEnv>) => requireProvider(terminalProviderFor(c.get('config')))

/** The site the call acts for: the partner's own, or the operator's with a terminal token for it. */
const siteOf = (c: Context<AppEnv>, siteId: number) =>
  session.terminalCaller(
    c.get('db'),
    c.get('config'),
    c.get('user'),
    siteId,
    c.req.header(TERMINAL_TOKEN_HEADER),
  )

export const operatorSites: Handler<'operatorSites'> = async (c) =>
  c.json({ data: await session.operatorSites(c.get('db'), c.get('user')) }, 200)

export const operatorLogin: Handler<'operatorLogin'> = async (c) => {
  const { site_id, password } = c.req.valid('json')
  return c.json(
    await session.operatorLogin(c.get('db'), c.get('config'), c.get('user'), {
      siteId: site_id,
      password,
      ip: clientIp(c),
      locale: c.get('locale'),
    }),
    200,
  )
}

export const deskSetup: Handler<'deskSetup'> = async (c) => {
  const siteId = await siteOf(c, c.req.valid('param').id)
  return c.json(await desk.deskSetup(c.get('db'), siteId), 200)
}

export const readerLocation: Handler<'readerLocation'> = async (c) => {
  const choice = c.req.valid('json')
  const siteId = await siteOf(c, choice.site_id)
  return c.json(await desk.readerAtLocation(c.get('db'), siteId, choice), 200)
}

export const connectionToken: Handler<'connectionToken'> = async (c) => {
  const location = await session.locationSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  await siteOf(c, location.site_id)
  // A token of the Stripe account the location lives on: its readers answer only to that account.
  const secret = await provider(c).onAccount(location.provider_account).connectionToken(location.provider_ref)
  return c.json({ terminal_connection_secret: secret }, 200)
}

export const startPayment: Handler<'startPayment'> = async (c) => {
  const siteId = await siteOf(c, c.req.valid('param').id)
  return c.json(
    await desk.startDeskPayment(
      c.get('db'),
      c.get('config'),
      provider(c),
      siteId,
      c.req.valid('json'),
      c.get('locale'),
    ),
    200,
  )
}

export const confirmPayment: Handler<'confirmPayment'> = async (c) => {
  const { id, paymentRef } = c.req.valid('param')
  const siteId = await siteOf(c, id)
  return c.json(
    await desk.confirmDeskPayment(c.get('db'), provider(c), siteId, paymentRef, c.get('config').APP_HOST),
    200,
  )
}

export const cancelPayment: Handler<'cancelPayment'> = async (c) => {
  const { id, paymentRef } = c.req.valid('param')
  const siteId = await siteOf(c, id)
  return c.json(
    await desk.cancelDeskPayment(c.get('db'), provider(c), siteId, paymentRef, c.get('config').APP_HOST),
    200,
  )
}
