import type { Locale } from '@jaunt/domain'
import { apiErrorFromResponse, noResponseError } from './errors'
import type { ApiClient } from './typed/apiClient'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type QueryValue = string | number | boolean | null | undefined
/** Query parameters; null and undefined values are dropped, arrays repeat the key. */
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>

export interface HttpClientOptions {
  /** A service base such as `/core/v1`, or an absolute URL such as `http://127.0.0.1:8080/core/v1`. */
  baseUrl: string
  /** Sent as the APP-LOCALE header on every request. */
  getLocale: () => Locale
  /** A bearer token for the Authorization header; none is sent when it gives nothing. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>
  /** The fetch to call; defaults to the global one, looked up on each request. */
  fetch?: typeof fetch
}

export interface RequestOptions<T> {
  query?: Query
  /** Sent as JSON, except FormData, URLSearchParams, Blob and strings, which go as they are. */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal
  /** Checks and types the answer, e.g. a zod schema's `parse`. */
  parse?: (data: unknown) => T
}

export interface HttpClient {
  readonly baseUrl: string
  /**
   * The openapi-fetch client on the same connection, where one was made (the admin session's);
   * the public client has none, to keep openapi-fetch out of the widget (see typed/typedCall.ts).
   */
  readonly api?: ApiClient
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
}

export function buildQueryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue]
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function joinUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl
  const tail = path === '' || path.startsWith('/') ? path : `/${path}`
  return `${base}${tail}${buildQueryString(query)}`
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  )
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, getLocale, getToken } = options

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions<T> = {}): Promise<T> {
    const headers = new Headers(init.headers)
    headers.set('Accept', 'application/json')
    headers.set('APP-LOCALE', getLocale())
    const token = await getToken?.()
    if (token) headers.set('Authorization', `Bearer ${token}`)

    let body: BodyInit | undefined
    if (init.body !== undefined) {
      if (isRawBody(init.body)) body = init.body
      else {
        body = JSON.stringify(init.body)
        headers.set('Content-Type', 'application/json')
      }
    }

    const doFetch = options.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await doFetch(joinUrl(baseUrl, path, init.query), {
        method,
        headers,
        body,
        signal: init.signal,
      })
    } catch (error) {
      if (isAbort(error)) throw error
      throw noResponseError()
    }

    const data = await readBody(response)
    if (!response.ok) throw apiErrorFromResponse(response.status, data)
    return init.parse ? init.parse(data) : (data as T)
  }

  return {
    baseUrl,
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    put: (path, body, init) => request('PUT', path, { ...init, body }),
    patch: (path, body, init) => request('PATCH', path, { ...init, body }),
    delete: (path, init) => request('DELETE', path, init),
  }
}
