import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { defaultErrorMessage } from '@jaunt/domain'
import { guestWords, type Said } from './guest-words/index.js'
import type { AppEnv } from './types.js'

export interface FieldError {
  path: string
  message: string
}

/**
 * A refusal the client is meant to read: the status says the kind, the message is shown as is. A
 * message given as `Said` is answered in the request's language (`message` keeps the English, for logs).
 */
export class ApiError extends Error {
  readonly said: Said | null
  constructor(
    readonly status: ContentfulStatusCode,
    message?: string | Said,
    readonly errors?: FieldError[],
  ) {
    super(
      typeof message === 'function' ? message(guestWords('en')) : (message ?? defaultErrorMessage(status)),
    )
    this.said = typeof message === 'function' ? message : null
  }
}

/** 429: the client may try again after `retryAfterSeconds`, which travels as `Retry-After`. */
export class TooManyRequests extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message)
  }
}

export const badRequest = (message: string | Said, errors?: FieldError[]) =>
  new ApiError(400, message, errors)
export const unauthenticated = (message?: string | Said) => new ApiError(401, message)
export const forbidden = (message?: string | Said) => new ApiError(403, message)
export const notFound = (message: string | Said = 'Not Found') => new ApiError(404, message)

/** 503: the server is saturated (searches queued, a statement past its timeout); try again after a pause. */
export class ServiceBusy extends ApiError {
  constructor(readonly retryAfterSeconds = 1) {
    super(503, (words) => words.serverBusy)
  }
}

// PostgreSQL's query_canceled: a statement ran past statement_timeout, or was cancelled on purpose.
const QUERY_CANCELED = '57014'
const isCancelledStatement = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED

export const onError: ErrorHandler<AppEnv> = (caught, c) => {
  const error = isCancelledStatement(caught) ? new ServiceBusy() : caught
  if (error instanceof TooManyRequests || error instanceof ServiceBusy) {
    c.header('Retry-After', String(error.retryAfterSeconds))
  }
  if (error instanceof ApiError) {
    const message = error.said ? error.said(guestWords(c.get('locale') ?? 'en')) : error.message
    return c.json({ message, ...(error.errors ? { errors: error.errors } : {}) }, error.status)
  }
  if (error instanceof HTTPException) {
    // A body that is not JSON is bad input like any other, so it gets the same 400 as a missing field.
    if (error.status === 415) return c.json({ message: 'body: Content-Type must be application/json' }, 400)
    const status = error.status as ContentfulStatusCode
    return c.json({ message: error.message || defaultErrorMessage(status) }, status)
  }
  console.error(error)
  const production = c.get('config')?.NODE_ENV === 'production'
  return c.json(
    { message: defaultErrorMessage(500), ...(production ? {} : { stack: (error as Error).stack }) },
    500,
  )
}
