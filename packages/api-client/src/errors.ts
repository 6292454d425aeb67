/** Field errors as the server sends them beside `message` (field name to its messages). */
export type FieldErrors = Record<string, string[]>

/** The spec's default messages by status, used when the body carries none. */
export const DEFAULT_ERROR_MESSAGES = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Access Denied',
  other: 'Something went wrong',
  noResponse: "You've been logged out due to session time out. Kindly log back in for continued access.",
} as const

/** Status of an ApiError raised when no response arrived at all (network down, server gone). */
export const NO_RESPONSE_STATUS = 0

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly errors: FieldErrors | undefined

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message)
    this.status = status
    this.errors = errors
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function defaultMessage(status: number): string {
  if (status === 400 || status === 401 || status === 403) return DEFAULT_ERROR_MESSAGES[status]
  return DEFAULT_ERROR_MESSAGES.other
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

/**
 * The spec's message source: the body's `data.data.message`, else `msg`, else `message`, else the
 * default for the status. `data.message` is read too: the spec's "response data.data.message" names
 * the body `data` of an HTTP library response, so both nestings reach the same message.
 */
export function errorMessageOf(status: number, body: unknown): string {
  const data = field(body, 'data')
  return (
    nonEmptyString(field(field(data, 'data'), 'message')) ??
    nonEmptyString(field(data, 'message')) ??
    nonEmptyString(field(body, 'msg')) ??
    nonEmptyString(field(body, 'message')) ??
    defaultMessage(status)
  )
}

/** Field errors as our server sends them (`[{ path, message }]`) or as `{ field: [messages] }`. */
function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  const errors = field(body, 'errors')
  if (Array.isArray(errors)) {
    const result: FieldErrors = {}
    for (const entry of errors) {
      const path = field(entry, 'path')
      const message = field(entry, 'message')
      if (typeof path === 'string' && typeof message === 'string') (result[path] ??= []).push(message)
    }
    return result
  }
  if (typeof errors !== 'object' || errors === null) return undefined
  const result: FieldErrors = {}
  for (const [name, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[name] = messages.filter((m): m is string => typeof m === 'string')
    else if (typeof messages === 'string') result[name] = [messages]
  }
  return result
}

export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  return new ApiError(status, errorMessageOf(status, body), fieldErrorsOf(body))
}

export function noResponseError(): ApiError {
  return new ApiError(NO_RESPONSE_STATUS, DEFAULT_ERROR_MESSAGES.noResponse)
}
