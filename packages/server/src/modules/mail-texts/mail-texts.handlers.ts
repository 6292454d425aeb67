import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './mail-texts.routes.js'
import * as service from './mail-texts.service.js'

export const listMailTemplates: AppRouteHandler<typeof routes.listMailTemplates> = (c) =>
  c.json(service.listMailTemplates(), 200)

export const getMailTranslation: AppRouteHandler<typeof routes.getMailTranslation> = async (c) => {
  const { kind, locale } = c.req.valid('query')
  return c.json(await service.getMailTranslation(c.get('db'), kind, locale), 200)
}

export const saveMailTranslation: AppRouteHandler<typeof routes.saveMailTranslation> = async (c) =>
  c.json(await service.saveMailTranslation(c.get('db'), c.req.valid('json'), c.get('user').id), 200)

export const previewMail: AppRouteHandler<typeof routes.previewMail> = async (c) =>
  c.json(await service.previewMail(c.get('db'), c.req.valid('json')), 200)
