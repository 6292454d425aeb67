import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInTurn {
  role: string
  content: string
}

export type StandInReply =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'garbage' }
  | { kind: 'status'; status: number }
  /** The answer worked out from the request's turns; null answers status 500. */
  | { kind: 'complete'; answer: (messages: StandInTurn[]) => string | null }

/**
 * An OpenAI-compatible chat completions API at the network boundary: the chatbot's own fetch talks
 * HTTP to it, and each test says what it answers next, streamed or whole as the request asks.
 */
export async function startLlmStandIn() {
  const requests: { messages: StandInTurn[]; max_tokens: number; stream: boolean }[] = []
  let reply: StandInReply = { kind: 'stream', pieces: ['Hello'] }
  const server: Server = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end()
      return
    }
    const asked = JSON.parse(raw) as (typeof requests)[number]
    requests.push(asked)
    if (reply.kind === 'status') return void response.writeHead(reply.status).end('{}')
    const whole = reply.kind === 'complete' ? reply.answer(asked.messages) : null
    if (reply.kind === 'complete' && whole === null) return void response.writeHead(500).end('{}')
    if (!asked.stream) {
      if (reply.kind === 'garbage') return void response.writeHead(200).end('<html>oops</html>')
      const content = reply.kind === 'stream' ? reply.pieces.join('') : whole
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return void response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    if (reply.kind === 'garbage') return void response.end('data: <html>oops</html>\n\n')
    for (const piece of reply.kind === 'complete' ? [whole!] : reply.pieces) {
      if (response.destroyed) return
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`)
      const delayMs = reply.kind === 'stream' ? (reply.delayMs ?? 0) : 0
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
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

/**
 * A stand-in translator for `complete` replies: each text of the request's `texts` with the dictionary's
 * words replaced and the target language appended; texts holding "untranslatable" make the model fail.
 */
export function standInTranslator(dictionary: Record<string, string> = {}) {
  return (messages: StandInTurn[]) => {
    const question = questionOf(messages.at(-1)?.content ?? '')
    // Anything else (a guest asking the chatbot) gets a plain answer.
    if (!question) return 'Hello'
    if (JSON.stringify(question.texts).includes('untranslatable')) return null
    const translate = (text: string) =>
      `${Object.entries(dictionary).reduce((done, [from, to]) => done.replaceAll(from, to), text)} [${question.target_language}]`
    return JSON.stringify(
      Object.fromEntries(
        Object.entries(question.texts).map(([field, text]) => [
          field,
          Array.isArray(text) ? text.map(translate) : translate(text),
        ]),
      ),
    )
  }
}

function questionOf(content: string) {
  try {
    const question = JSON.parse(content) as {
      target_language?: string
      texts?: Record<string, string | string[]>
    }
    return question.target_language && question.texts ? { ...question, texts: question.texts } : null
  } catch {
    return null
  }
}
