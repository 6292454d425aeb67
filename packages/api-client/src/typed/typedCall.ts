import type { paths } from '../generated/schema'
import type { HttpClient, HttpMethod, Query } from '../http'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** The document's paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never
}[keyof paths]

type Operation<P extends keyof paths, M extends Method> = Extract<paths[P][M], { responses: unknown }>

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never

type ParamsOf<O> = O extends { parameters: infer Params }
  ? Pick<Params, Extract<keyof Params, 'path' | 'query'>>
  : never

/** A call's path and query parameters, JSON body and abort signal, as the document types them. */
export type CallInit<O> = {
  params?: ParamsOf<O>
  body?: O extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never
  signal?: AbortSignal
}

/** What the operation answers on success (200, else 201). */
export type CallAnswer<O> = O extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? JsonOf<Ok>
    : R extends { 201: infer Created }
      ? JsonOf<Created>
      : unknown
  : never

/**
 * A call typed from the OpenAPI document over an HttpClient's own request: the path, parameters,
 * body and answer are checked against the document at compile time, while the wire, tokens and
 * the error catalogue stay the HttpClient's. The widget's calls use this instead of openapi-fetch,
 * which would not fit its product-dialog budget (docs/decisions.md).
 */
export function typedCall<M extends Method, P extends PathsWith<M>>(
  http: HttpClient,
  method: M,
  path: P,
  init: CallInit<Operation<P, M>> = {},
): Promise<CallAnswer<Operation<P, M>>> {
  const params = (init.params ?? {}) as { path?: Record<string, string | number>; query?: Query }
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params.path?.[name]
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`)
    return encodeURIComponent(String(value))
  })
  return http.request(method.toUpperCase() as HttpMethod, url, {
    query: params.query,
    body: init.body,
    signal: init.signal,
  })
}
