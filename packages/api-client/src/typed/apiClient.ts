import createClient, { type Client } from 'openapi-fetch'
import { ApiError, apiErrorFromResponse, noResponseError } from '../errors'
import type { paths } from '../generated/schema'
import { sessionMiddleware, type SessionMiddlewareOptions } from './sessionMiddleware'

/** The API's calls, typed from its OpenAPI document: `api.GET('/core/v1/current/user')`. */
export type ApiClient = Client<paths>

export interface ApiClientOptions extends SessionMiddlewareOptions {
  /** The API's origin, e.g. `http://127.0.0.1:8080`, or '' for the page's own; paths are whole. */
  baseUrl: string
  /** The fetch to call; defaults to the global one, looked up on each request. */
  fetch?: typeof fetch
}

export function createApiClient({ baseUrl, fetch, ...session }: ApiClientOptions): ApiClient {
  const api = createClient<paths>({
    baseUrl,
    fetch: (request: Request) => (fetch ?? globalThis.fetch)(request),
  })
  api.use(sessionMiddleware(session))
  return api
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

type Answer = { data?: unknown; error?: unknown; response: Response }

/**
 * The answer's data, or the error catalogue's ApiError: the server's message and field errors for a
 * refused call, the no-response error when nothing came back. An abort stays an abort.
 */
export async function dataOf<A extends Answer>(call: Promise<A>): Promise<Exclude<A['data'], undefined>> {
  let answer: A
  try {
    answer = await call
  } catch (error) {
    if (isAbort(error) || error instanceof ApiError) throw error
    throw noResponseError()
  }
  if (!answer.response.ok) throw apiErrorFromResponse(answer.response.status, answer.error)
  return answer.data as Exclude<A['data'], undefined>
}
