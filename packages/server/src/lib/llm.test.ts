import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../env.js'
import { chatCompletion, ModelUnavailable, type CompletionRequest } from './llm.js'

// The provider at the network boundary: it answers what the path asks (`/slow` never, `/503` that status).
let provider: Server
let url: string
const received: { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = []

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw) })
    if (request.url?.startsWith('/slow/')) return
    if (request.url?.startsWith('/503/')) return void response.writeHead(503).end('{}')
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"choices":[]}')
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
})
afterAll(async () => {
  provider.closeAllConnections()
  await new Promise((resolve) => provider.close(resolve))
})

const request: CompletionRequest = {
  messages: [{ role: 'user', content: 'Hei' }],
  stream: false,
  max_tokens: 10,
  temperature: 0,
}
const configFor = (base: string, key?: string) =>
  loadConfig({
    NODE_ENV: 'test',
    CHATBOT_LLM_URL: base,
    CHATBOT_LLM_MODEL: 'fjord-1',
    CHATBOT_LLM_API_KEY: key,
  })

describe('chatCompletion, the one way the server asks the language model', () => {
  it('posts to the provider’s chat completions with its key and model, whether the URL ends in /v1 or not', async () => {
    for (const base of [url, `${url}/v1/`]) {
      const response = await chatCompletion(configFor(base, 'sk-test'), request)
      expect(await response.json()).toEqual({ choices: [] })
    }
    expect(received.map((asked) => asked.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions'])
    expect(received[0]!.headers.authorization).toBe('Bearer sk-test')
    expect(received[0]!.body).toEqual({ model: 'fjord-1', ...request })
    await chatCompletion(configFor(url), request)
    expect(received.at(-1)!.headers.authorization).toBeUndefined()
  })

  it('is ModelUnavailable on an error status, a timeout or no provider at all', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      )
    const withAnswer = (answer: string, timeoutMs?: number) =>
      failure(chatCompletion(configFor(`${url}/${answer}`), request, timeoutMs ? { timeoutMs } : {}))
    const status = await withAnswer('503')
    expect(status).toBeInstanceOf(ModelUnavailable)
    expect((status as Error).message).toBe('the language model answered with status 503')
    const slow = await withAnswer('slow', 200)
    expect(slow).toBeInstanceOf(ModelUnavailable)
    expect((slow as Error).message).toMatch(/^the language model could not be reached/)
    const nobody = await failure(chatCompletion(configFor('http://127.0.0.1:9'), request))
    expect(nobody).toBeInstanceOf(ModelUnavailable)
  })
})
