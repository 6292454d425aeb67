import { ApiError, notFound } from '../../lib/errors.js'
import type { Said } from '../../lib/guest-words/index.js'

export const cartNotFound = () => notFound((w) => w.cartNotFound)
export const soldOut = (message: string | Said) => new ApiError(409, message)
export const refused = (message: string | Said) => new ApiError(422, message)
