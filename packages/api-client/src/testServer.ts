import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> }

/** A real HTTP server on 127.0.0.1 for tests: records each request and answers with `answer(request)`. */
export async function startTestServer(answer: (request: ReceivedRequest) => Answer) {
  const received: ReceivedRequest[] = []
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      // A browser's CORS preflight (happy-dom sends one too): allow everything, record nothing.
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': '*',
      })
      res.end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(request)
      const { status, body, headers } = answer(request)
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
      res.writeHead(status, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        ...(typeof body === 'object' ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}
