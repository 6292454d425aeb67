import type { Config } from '../../env.js'

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export class ModelUnavailable extends Error {}

export const modelConfigured = (config: Config) => Boolean(config.CHATBOT_LLM_URL)

/** A rough count (four characters a token) that errs on the side of spending less. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4)

/**
 * Streams an answer from an OpenAI-compatible `/v1/chat/completions`, yielding pieces of text.
 * A timeout, an error status or an answer that is not the expected event stream is ModelUnavailable.
 */
export async function* streamCompletion(
  config: Config,
  turns: ChatTurn[],
  maxTokens: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const base = config.CHATBOT_LLM_URL!.replace(/\/+$/, '').replace(/\/v1$/, '')
  const timeout = AbortSignal.timeout(config.CHATBOT_LLM_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.CHATBOT_LLM_API_KEY ? { Authorization: `Bearer ${config.CHATBOT_LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: config.CHATBOT_LLM_MODEL,
        messages: turns,
        stream: true,
        max_tokens: maxTokens,
        temperature: 0.2,
      }),
      signal: AbortSignal.any([signal, timeout]),
    })
  } catch (error) {
    if (signal.aborted) return
    throw new ModelUnavailable(String(error))
  }
  if (!response.ok || !response.body) throw new ModelUnavailable(`status ${response.status}`)
  const decoder = new TextDecoder()
  let buffered = ''
  let pieces = 0
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true })
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        const data = line.startsWith('data:') ? line.slice(5).trim() : null
        if (!data) continue
        if (data === '[DONE]') return
        const piece = contentOf(data)
        if (piece === null) throw new ModelUnavailable('not a chat completion chunk')
        pieces += 1
        if (piece) yield piece
      }
    }
  } catch (error) {
    if (signal.aborted) return
    if (error instanceof ModelUnavailable) throw error
    throw new ModelUnavailable(String(error))
  }
  if (pieces === 0) throw new ModelUnavailable('empty answer')
}

function contentOf(data: string): string | null {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }
    if (!Array.isArray(chunk.choices)) return null
    const content = chunk.choices[0]?.delta?.content
    return typeof content === 'string' ? content : ''
  } catch {
    return null
  }
}
