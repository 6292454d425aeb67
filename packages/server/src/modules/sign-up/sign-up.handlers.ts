import { SIGN_UP_MESSAGES } from '@jaunt/domain'
import type { Context } from 'hono'
import { clientIp } from '../../lib/client-ip.js'
import { unauthenticated } from '../../lib/errors.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import * as service from './sign-up.service.js'
import type * as routes from './sign-up.routes.js'

/** The emailed link's token, sent as the bearer like the spec's calls do. */
function linkToken(c: Context<AppEnv>) {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
  if (!token) throw unauthenticated(SIGN_UP_MESSAGES.linkExpired)
  return token
}

export const countryList: AppRouteHandler<typeof routes.countryList> = (c) =>
  c.json({ data: service.countryList(c.get('locale')) }, 200)

export const registration: AppRouteHandler<typeof routes.registration> = async (c) => {
  const body = c.req.valid('json')
  await service.register(c.get('db'), c.get('config'), { body, locale: c.get('locale'), ip: clientIp(c) })
  return c.json({ message: SIGN_UP_MESSAGES.registered }, 200)
}

export const sendLink: AppRouteHandler<typeof routes.sendLink> = async (c) => {
  const { email } = c.req.valid('json')
  await service.sendLink(c.get('db'), c.get('config'), { email, locale: c.get('locale'), ip: clientIp(c) })
  return c.json({ message: SIGN_UP_MESSAGES.linkSent }, 200)
}

export const verifyToken: AppRouteHandler<typeof routes.verifyToken> = async (c) =>
  c.json(await service.linkInfo(c.get('db'), linkToken(c)), 200)

export const passwordUpdate: AppRouteHandler<typeof routes.passwordUpdate> = async (c) => {
  const token = linkToken(c)
  const { password } = c.req.valid('json')
  await service.setPassword(c.get('db'), token, password)
  return c.json({ message: SIGN_UP_MESSAGES.passwordSet }, 200)
}
