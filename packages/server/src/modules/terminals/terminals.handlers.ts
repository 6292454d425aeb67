import { TERMINAL_COUNTRIES } from '@jaunt/domain'
import type { AppRouteHandler } from '../../lib/types.js'
import * as credentials from './setup-credential.service.js'
import { terminalProviderFor } from './terminal-provider.js'
import type * as routes from './terminals.routes.js'
import * as service from './terminals.service.js'

type Handler<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>

const provider = (c: { get(key: 'config'): Parameters<typeof terminalProviderFor>[0] }) =>
  service.requireProvider(terminalProviderFor(c.get('config')))

export const listLocations: Handler<'listLocations'> = async (c) => {
  const siteId = await service.terminalSite(c.get('db'), c.get('user'), c.req.valid('json').site_id)
  const data = await service.listLocations(c.get('db'), siteId)
  return c.json({ data, total: data.length }, 200)
}

export const createLocation: Handler<'createLocation'> = async (c) => {
  const { site_id, ...input } = c.req.valid('json')
  const siteId = await service.terminalSite(c.get('db'), c.get('user'), site_id)
  return c.json(await service.createLocation(c.get('db'), provider(c), siteId, input), 200)
}

export const getLocation: Handler<'getLocation'> = async (c) =>
  c.json(await service.getLocation(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const updateLocation: Handler<'updateLocation'> = async (c) =>
  c.json(
    await service.updateLocation(
      c.get('db'),
      provider(c),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json'),
    ),
    200,
  )

export const deleteLocation: Handler<'deleteLocation'> = async (c) =>
  c.json(await service.deleteLocation(c.get('db'), provider(c), c.get('user'), c.req.valid('param').id), 200)

export const listReaders: Handler<'listReaders'> = async (c) => {
  const siteId = await service.terminalSite(c.get('db'), c.get('user'), c.req.valid('json').site_id)
  const data = await service.listReaders(c.get('db'), siteId)
  return c.json({ data, total: data.length }, 200)
}

export const createReader: Handler<'createReader'> = async (c) => {
  const { site_id, ...input } = c.req.valid('json')
  const siteId = await service.terminalSite(c.get('db'), c.get('user'), site_id)
  return c.json(await service.createReader(c.get('db'), provider(c), siteId, input), 200)
}

export const getReader: Handler<'getReader'> = async (c) =>
  c.json(await service.getReader(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const updateReader: Handler<'updateReader'> = async (c) =>
  c.json(
    await service.renameReader(
      c.get('db'),
      provider(c),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json').name,
    ),
    200,
  )

export const deleteReader: Handler<'deleteReader'> = async (c) =>
  c.json(await service.deleteReader(c.get('db'), provider(c), c.get('user'), c.req.valid('param').id), 200)

export const countries: Handler<'countries'> = (c) => c.json({ data: [...TERMINAL_COUNTRIES] }, 200)

export const setupCredential: Handler<'setupCredential'> = async (c) => {
  const siteId = await service.terminalSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  return c.json(await credentials.setupCredentialState(c.get('db'), siteId), 200)
}

export const setSetupCredential: Handler<'setSetupCredential'> = async (c) => {
  const siteId = await service.terminalSite(c.get('db'), c.get('user'), c.req.valid('param').id)
  return c.json(await credentials.setSetupCredential(c.get('db'), siteId, c.req.valid('json').password), 200)
}
