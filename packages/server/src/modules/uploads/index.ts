import { createRouter } from '../../lib/router.js'
import * as handlers from './uploads.handlers.js'
import * as routes from './uploads.routes.js'
import { limitUploadBody } from './upload-limit.js'

const router = createRouter()
// Any signed-in back-office user may upload (requireAuth guards /core/v1/* in app.ts).
router.use('/core/v1/files', limitUploadBody)

export const uploadsRouter = router
  .openapi(routes.uploadFile, handlers.uploadFile)
  .openapi(routes.deleteFile, handlers.deleteFile)
  .openapi(routes.servePicture, handlers.servePicture)

/** The upload route's own body limit stands in for the app's 1 MB one. */
export const isUploadRequest = (method: string, path: string) =>
  method === 'POST' && path === '/core/v1/files'
