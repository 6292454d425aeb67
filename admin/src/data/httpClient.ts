import { errorMessageFor } from '@jaunt/domain'
import { HttpError, type fetchUtils } from 'react-admin'

export type RaHttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>

export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError'
}

/**
 * ra-data-simple-rest's HTTP client over the admin session's fetch (bearer token, APP-LOCALE,
 * refresh on 401), raising react-admin's HttpError with the spec's message for the status.
 */
export function createRaHttpClient(fetch: typeof globalThis.fetch): RaHttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers)
    if (!headers.has('Accept')) headers.set('Accept', 'application/json')
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData
    if (options.body !== undefined && !isForm && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json')
    }
    let response: Response
    try {
      response = await fetch(url, { ...options, headers })
    } catch (error) {
      if (isAbort(error)) throw error
      throw noResponse()
    }
    const body = await response.text()
    let json: unknown
    try {
      json = body ? JSON.parse(body) : undefined
    } catch {
      json = undefined
    }
    if (!response.ok) throw refusal(response.status, json)
    return { status: response.status, headers: response.headers, body, json }
  }
}

/** A refused call as react-admin reads it: the spec's message for the status, and the field errors. */
export function refusal(status: number, json: unknown): HttpError {
  return new HttpError(errorMessageFor(status, json), status, withFieldErrors(json))
}

/** What a call that got no response at all raises: the spec's text for a missing status. */
export function noResponse(): HttpError {
  return new HttpError(errorMessageFor(null), 0)
}

/**
 * The server's field errors as react-admin's forms read them, `{ 'texts.en.name': message }`, so a
 * 400 shows its message under the field it names. They come as `[{ path, message }]` from the
 * server, or by field with a list of messages once the admin session has read them.
 */
function withFieldErrors(json: unknown): unknown {
  const errors = (json as { errors?: unknown } | undefined)?.errors
  if (!errors || typeof errors !== 'object') return json
  const byField: Record<string, string> = {}
  const entries = Array.isArray(errors)
    ? (errors as { path?: unknown; message?: unknown }[]).map((item) => [item?.path, item?.message])
    : Object.entries(errors).map(([path, messages]) => [
        path,
        Array.isArray(messages) ? messages[0] : messages,
      ])
  for (const [path, message] of entries) {
    if (typeof path === 'string' && typeof message === 'string') byField[path] ??= message
  }
  return { ...(json as object), errors: byField }
}
