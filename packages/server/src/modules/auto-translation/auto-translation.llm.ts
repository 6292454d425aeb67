import type { Config } from '../../env.js'
import { ModelUnavailable, type ChatTurn } from '../chatbot/chatbot.llm.js'

// A translation is a longer answer than a chat reply, so it gets more time than the chatbot's.
const TIMEOUT_FACTOR = 3

/**
 * Asks the chatbot's OpenAI-compatible `/v1/chat/completions` (one provider) for one JSON object, not
 * streamed. A timeout, an error status or an answer without a JSON object is ModelUnavailable.
 */
export async function completeJson(config: Config, turns: ChatTurn[], maxTokens: number): Promise<unknown> {
  const base = config.CHATBOT_LLM_URL!.replace(/\/+$/, '').replace(/\/v1$/, '')
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
        stream: false,
        max_tokens: maxTokens,
        temperature: 0,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(config.CHATBOT_LLM_TIMEOUT_MS * TIMEOUT_FACTOR),
    })
  } catch (error) {
    throw new ModelUnavailable(`the language model could not be reached (${String(error)})`)
  }
  if (!response.ok) throw new ModelUnavailable(`the language model answered with status ${response.status}`)
  const content = contentOf(await response.text())
  if (content === null) throw new ModelUnavailable('the language model did not answer with a JSON object')
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
