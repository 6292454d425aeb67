import { createRoute, z } from '@hono/zod-openapi'
import { MESSAGES, UPLOAD_MAX_MEGABYTES, uploadSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'

const tags = ['Uploads']
const security = bearerSecurity

const Upload = uploadSchema.meta({ id: 'Upload' })
const UploadForm = z
  .object({
    file: z
      .custom<File>((value) => value instanceof File, { message: MESSAGES.fileRequired })
      .openapi({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, AVIF or GIF picture' }),
  })
  .meta({ id: 'UploadForm' })

export const uploadFile = createRoute({
  method: 'post',
  path: '/core/v1/files',
  operationId: 'uploadFile',
  tags,
  security,
  summary: `Uploads a picture (at most ${UPLOAD_MAX_MEGABYTES} MB); it is stored as WebP with 480 and 1200 px wide copies`,
  request: { body: { content: { 'multipart/form-data': { schema: UploadForm } }, required: true } },
  responses: {
    201: jsonContent(Upload, 'The stored picture and its thumbnails'),
    400: errorResponses[400],
    401: errorResponses[401],
    413: jsonContent(errorResponses[413].content['application/json'].schema, 'The file is too large'),
  },
})

export const deleteFile = createRoute({
  method: 'delete',
  path: '/core/v1/files/{id}',
  operationId: 'deleteFile',
  tags,
  security,
  summary: 'Deletes one of your own uploads, unless an activity still shows it',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    204: { description: 'Deleted' },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
})

export const servePicture = createRoute({
  method: 'get',
  path: '/media/uploads/{key}',
  operationId: 'getUploadedPicture',
  tags: ['Media'],
  summary: 'An uploaded picture or one of its thumbnails, cached for a year (its name never changes)',
  request: {
    params: z.object({ key: z.string().openapi({ example: '0f3c9a1b2d4e5f6071829304-480.webp' }) }),
  },
  responses: {
    200: {
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The picture',
    },
    404: errorResponses[404],
  },
})
