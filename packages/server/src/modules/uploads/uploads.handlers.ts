import { uploadKeySchema } from '@jaunt/domain'
import { notFound } from '../../lib/errors.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { mediaStoreFor } from './media-store.js'
import type * as routes from './uploads.routes.js'
import * as service from './uploads.service.js'
import { refuseLargeFile } from './upload-limit.js'

export const uploadFile: AppRouteHandler<typeof routes.uploadFile> = async (c) => {
  const { file } = c.req.valid('form')
  refuseLargeFile(file.size)
  const bytes = Buffer.from(await file.arrayBuffer())
  const store = mediaStoreFor(c.get('config'))
  return c.json(await service.createUpload(c.get('db'), store, c.get('user').id, bytes), 201)
}

export const deleteFile: AppRouteHandler<typeof routes.deleteFile> = async (c) => {
  const store = mediaStoreFor(c.get('config'))
  await service.deleteUpload(c.get('db'), store, c.get('user').id, c.req.valid('param').id)
  return c.body(null, 204)
}

export const servePicture: AppRouteHandler<typeof routes.servePicture> = async (c) => {
  const { key } = c.req.valid('param')
  const file = uploadKeySchema.safeParse(key).success ? await mediaStoreFor(c.get('config')).get(key) : null
  if (!file) throw notFound()
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
}
