import type { Config } from '../../env.js'
import { chatCompletion, ModelAnswerInvalid, type ChatTurn } from '../../lib/llm.js'

// A translation is a longer answer than a chat reply, so it gets more time than the chatbot's.
const TIMEOUT_FACTOR = 3

/**
 * Asks the language model for one JSON object, not streamed. A timeout or an error status is
 * ModelUnavailable; an answer without a JSON object is ModelAnswerInvalid.
 */
export async function completeJson(config: Config, turns: ChatTurn[], maxTokens: number): Promise<unknown> {
  const response = await chatCompletion(
    config,
    {
      messages: turns,
      stream: false,
      max_tokens: maxTokens,
      temperature: 0,
      response_format: { type: 'json_object' },
    },
    { timeoutMs: config.CHATBOT_LLM_TIMEOUT_MS * TIMEOUT_FACTOR },
  )
  const content = contentOf(await response.text())
  if (content === null) throw new ModelAnswerInvalid('the language model did not answer with a JSON object')
  return content
}

function contentOf(body: string): unknown {
  try {
    const completion = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }
    const content = completion.choices?.[0]?.message?.content
    if (typeof content !== 'string') return null
    // Some models wrap the object in a Markdown code fence despite the JSON mode.
    const parsed: unknown = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''))
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null
  } catch {
    return null
  }
}
