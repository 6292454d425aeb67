import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll } from 'vitest'

export interface PartnerOrigin {
  /** `http://127.0.0.1:<port>`: another host and port than the product's `localhost:<port>`. */
  origin: string
}

/**
 * A partner's own web server on a second origin: it serves the files of `dir` with the headers
 * given, filling `%NAME%` in them from `fill`, as a partner's page would name the widget's origin.
 */
export async function startPartnerOrigin(
  dir: URL,
  fill: Record<string, string>,
  headers: Record<string, string>,
): Promise<PartnerOrigin> {
  const types: Record<string, string> = { html: 'text/html', css: 'text/css' }
  const server = createServer((request, response) => {
    const name = request.url === '/' ? 'index.html' : (request.url ?? '').slice(1)
    const type = types[name.split('.').pop() ?? '']
    if (!/^[a-z-]+\.(html|css)$/.test(name) || !type) return response.writeHead(404).end()
    const text = readFileSync(new URL(name, dir), 'utf8').replace(/%([A-Z_]+)%/g, (_, key) => fill[key] ?? '')
    response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, ...headers }).end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
