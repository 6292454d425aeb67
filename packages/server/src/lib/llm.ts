import type { Config } from '../env.js'

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** The language model could not be used: not reached, too slow, or it answered with an error status. */
export class ModelUnavailable extends Error {}

/**
 * The model answered, but not in the shape asked for. A caller that only cares whether the model helped
 * (the chatbot) catches it as ModelUnavailable; one that says why (auto-translation) tells them apart.
 */
export class ModelAnswerInvalid extends ModelUnavailable {}

export const modelConfigured = (config: Config) => Boolean(config.CHATBOT_LLM_URL)

/** A rough count (four characters a token) that errs on the side of spending less. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4)

export interface CompletionRequest {
  messages: ChatTurn[]
  stream: boolean
  max_tokens: number
  temperature: number
  response_format?: { type: 'json_object' }
}

/**
 * Posts to the configured OpenAI-compatible `/v1/chat/completions` (one provider, its model and key) and
 * gives back the response (with a body) to read, streamed or whole; the timeout also covers reading it.
 * Not reached, timed out or an error status is ModelUnavailable.
 */
export async function chatCompletion(
  config: Config,
  request: CompletionRequest,
  { signal, timeoutMs = config.CHATBOT_LLM_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Response> {
  const base = config.CHATBOT_LLM_URL!.replace(/\/+$/, '').replace(/\/v1$/, '')
  const timeout = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.CHATBOT_LLM_API_KEY ? { Authorization: `Bearer ${config.CHATBOT_LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({ model: config.CHATBOT_LLM_MODEL, ...request }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    throw new ModelUnavailable(`the language model could not be reached (${String(error)})`)
  }
  if (!response.ok || !response.body)
    throw new ModelUnavailable(`the language model answered with status ${response.status}`)
  return response
}
