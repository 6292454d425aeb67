import { ApiError } from '../../lib/errors.js'
import type { Said } from '../../lib/guest-words/index.js'

export const refused = (message: string | Said) => new ApiError(422, message)
export const conflict = (message: string | Said) => new ApiError(409, message)
