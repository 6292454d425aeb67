import { clientIp } from '../../lib/client-ip.js'
import type { AppRouteHandler } from '../../lib/types.js'
import * as service from './auth.service.js'
import type * as routes from './auth.routes.js'

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { email, password } = c.req.valid('json')
  const tokens = await service.login(c.get('db'), c.get('config'), {
    email,
    password,
    ip: clientIp(c),
    locale: c.get('locale'),
    // Only a language the caller named: a bare API login leaves the user's language alone.
    backOfficeLocale: c.req.header('APP-LOCALE') ? c.get('locale') : null,
  })
  return c.json(tokens, 200)
}

export const refreshToken: AppRouteHandler<typeof routes.refreshToken> = async (c) => {
  const { refresh_token } = c.req.valid('json')
  return c.json(await service.refresh(c.get('db'), c.get('config'), refresh_token), 200)
}

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const { refresh_token } = c.req.valid('json')
  await service.logout(c.get('db'), c.get('config'), refresh_token)
  return c.json({ message: 'Logged out' }, 200)
}
