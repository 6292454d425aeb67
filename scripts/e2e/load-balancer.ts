import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Connection headers belong to one hop: each side of the balancer speaks its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'])

function forwardedHeaders(headers: IncomingHttpHeaders, client: string) {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
  const chain = headers['x-forwarded-for']
  return {
    ...kept,
    // Host passes unchanged: partner sites are told apart by it (demo.localhost:<port>).
    'x-forwarded-for': chain ? `${chain}, ${client}` : client,
    'x-forwarded-proto': 'http',
  }
}

function answerHeaders(raw: string[]) {
  const kept: string[] = []
  for (let i = 0; i < raw.length; i += 2)
    if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!)
  return kept
}

export interface LoadBalancer {
  port: number
  /** Requests each API process was handed, in the order of `backends`. */
  served: number[]
  close: () => Promise<void>
}

/**
 * A round-robin HTTP load balancer in front of API processes on 127.0.0.1, as a real
 * deployment's would be: bodies stream both ways as they come (server-sent events too), a guest who hangs
 * up closes the request to the process (so it can cancel its query), and the client's address goes in
 * X-Forwarded-For. The product uses no WebSocket, so upgrades are not forwarded.
 */
export async function startLoadBalancer(port: number, backends: number[]): Promise<LoadBalancer> {
  const agent = new Agent({ keepAlive: true })
  const served = backends.map(() => 0)
  let turn = 0
  const server = createServer((incoming, outgoing) => {
    const index = turn++ % backends.length
    served[index]!++
    const upstream = request(
      {
        agent,
        host: '127.0.0.1',
        port: backends[index],
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming.headers, incoming.socket.remoteAddress ?? ''),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.rawHeaders))
        // Each piece goes out as it arrives, so a stream of events is not held back.
        outgoing.flushHeaders()
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' })
      outgoing.end(`load balancer: ${error.message}`)
    })
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy()
    })
    incoming.pipe(upstream)
  })
  // Every address, as the single server listens: Chromium may reach `localhost` over IPv6.
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
