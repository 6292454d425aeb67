import { bodyLimit } from 'hono/body-limit'
import { MESSAGES, UPLOAD_MAX_BYTES } from '@jaunt/domain'
import { ApiError } from '../../lib/errors.js'

const tooLarge = {
  message: `file: ${MESSAGES.fileTooLarge}`,
  errors: [{ path: 'file', message: MESSAGES.fileTooLarge }],
}

/** The form's boundaries and headers come on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/** Replaces the 1 MB limit of JSON bodies on the upload route: refused from Content-Length, or once the stream passes it. */
export const limitUploadBody = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES,
  onError: (c) => c.json(tooLarge, 413),
})

export function refuseLargeFile(size: number) {
  if (size > UPLOAD_MAX_BYTES) throw new ApiError(413, tooLarge.message, tooLarge.errors)
}
