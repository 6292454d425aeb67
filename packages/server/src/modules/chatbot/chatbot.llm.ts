import type { Config } from '../../env.js'
import { chatCompletion, ModelAnswerInvalid, ModelUnavailable, type ChatTurn } from '../../lib/llm.js'

/**
 * Streams an answer from the language model, yielding pieces of text; nothing more once `signal` aborts.
 * A timeout, an error status or an answer that is not the expected event stream is ModelUnavailable.
 */
export async function* streamCompletion(
  config: Config,
  turns: ChatTurn[],
  maxTokens: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  let response: Response
  try {
    response = await chatCompletion(
      config,
      { messages: turns, stream: true, max_tokens: maxTokens, temperature: 0.2 },
      { signal },
    )
  } catch (error) {
    if (signal.aborted) return
    throw error
  }
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
        if (piece === null) throw new ModelAnswerInvalid('not a chat completion chunk')
        pieces += 1
        if (piece) yield piece
      }
    }
  } catch (error) {
    if (signal.aborted) return
    if (error instanceof ModelUnavailable) throw error
    throw new ModelUnavailable(String(error))
  }
  if (pieces === 0) throw new ModelAnswerInvalid('empty answer')
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
