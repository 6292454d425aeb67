import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FixtureRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: unknown
  params: Record<string, string>
}
export type FixtureAnswer = {
  status: number
  body?: unknown
  delayMs?: number
  contentType?: string
  /** Writes the body in pieces (a server-sent event stream), ending it when the returned promise settles. */
  stream?: (write: (text: string) => void) => Promise<void>
}
export type FixtureRoute = {
  method: string
  /** A path with `:name` segments, e.g. `/core/public/tours/:id`. */
  path: string
  answer: (request: FixtureRequest) => FixtureAnswer | Promise<FixtureAnswer>
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] ?? ''
    const value = got[index] ?? ''
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value)
    else if (segment !== value) return null
  }
  return params
}

/**
 * A real HTTP server on 127.0.0.1 answering the public API's paths with fixtures, for tests that
 * drive the elements end to end through fetch (after packages/api-client/src/testServer.ts).
 */
export async function startFixtureServer(routes: FixtureRoute[]) {
  const received: FixtureRequest[] = []
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': '*',
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      res.end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture')
      const text = Buffer.concat(chunks).toString('utf8')
      const method = req.method ?? 'GET'
      const found = routes
        .map((route) => ({ route, params: route.method === method ? match(route.path, url.pathname) : null }))
        .find((candidate) => candidate.params !== null)
      const request: FixtureRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        params: found?.params ?? {},
      }
      received.push(request)
      void Promise.resolve(
        found
          ? found.route.answer(request)
          : { status: 404, body: { message: `No fixture for ${method} ${url.pathname}` } },
      ).then(async ({ status, body, delayMs, contentType, stream }) => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
        if (stream) {
          res.writeHead(status, { ...cors, 'Content-Type': contentType ?? 'text/event-stream' })
          await stream((text) => res.write(text)).finally(() => res.end())
          return
        }
        const type = contentType ?? 'application/json'
        res.writeHead(status, { ...cors, ...(body === undefined ? {} : { 'Content-Type': type }) })
        res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The requests to a path (and method), in order. */
    requests: (method: string, path: string) =>
      received.filter((r) => r.method === method && match(path, r.path)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests still on their way finish; idle keep-alive connections go at once.
        const force = setTimeout(() => server.closeAllConnections(), 1000)
        server.close((error) => {
          clearTimeout(force)
          if (error) reject(error)
          else resolve()
        })
        server.closeIdleConnections()
      }),
  }
}

export type FixtureServer = Awaited<ReturnType<typeof startFixtureServer>>
