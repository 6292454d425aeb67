import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInReply =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'garbage' }
  | { kind: 'status'; status: number }

/**
 * An OpenAI-compatible chat completions API at the network boundary: the chatbot's own fetch talks
 * HTTP to it, and each test says what it answers next.
 */
export async function startLlmStandIn() {
  const requests: { messages: { role: string; content: string }[]; max_tokens: number; stream: boolean }[] =
    []
  let reply: StandInReply = { kind: 'stream', pieces: ['Hello'] }
  const server: Server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end()
      return
    }
    requests.push(JSON.parse(raw))
    if (reply.kind === 'status') return void response.writeHead(reply.status).end('{}')
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    if (reply.kind === 'garbage') return void response.end('data: <html>oops</html>\n\n')
    for (const piece of reply.pieces) {
      if (response.destroyed) return
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`)
      if (reply.delayMs)
        await new Promise((resolve) => setTimeout(resolve, reply.kind === 'stream' ? reply.delayMs : 0))
    }
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next: StandInReply) => void (reply = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
