import type { MiddlewareHandler } from 'hono'

const NULLISH = new Set(['', 'null', 'undefined'])

/** Clients may send `?x=null` for an unset filter; the API treats it as if `x` were absent. */
export const dropNullQueryParams: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  const nullish = [...url.searchParams.entries()].filter(([, value]) => NULLISH.has(value))
  if (nullish.length > 0) {
    for (const [key] of nullish) url.searchParams.delete(key)
    const raw = c.req.raw
    const hasBody = raw.body !== null && raw.method !== 'GET' && raw.method !== 'HEAD'
    c.req.raw = new Request(url, {
      method: raw.method,
      headers: raw.headers,
      ...(hasBody ? { body: raw.body, duplex: 'half' } : {}),
      signal: raw.signal,
    } as RequestInit)
  }
  await next()
}
