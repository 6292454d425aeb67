import { isApiError, type HttpClient } from '@jaunt/api-client'
import type { ChatbotInteraction, ChatbotMessage, Locale, ServiceCard } from '@jaunt/domain'
import { readServerSentEvents } from './serverSentEvents'

const interactions = (siteId: number) => `/core/public/ai-chatbots/${siteId}/interactions`

/**
 * Why the chatbot could not answer, as the dialog words it: `off` (a 404: switched off, or a
 * conversation it no longer knows), `too-long` (400), `rate-limited` (429), `refused` (422, the
 * server's own message), `failed` (the provider failed, the server's message), `unreachable` (no answer).
 */
export type ChatbotProblem =
  | { kind: 'off' | 'too-long' | 'rate-limited' | 'unreachable' }
  | { kind: 'refused' | 'failed'; message: string }

export function problemOf(status: number, message: string): ChatbotProblem {
  if (status === 404) return { kind: 'off' }
  if (status === 400 || status === 413) return { kind: 'too-long' }
  if (status === 429) return { kind: 'rate-limited' }
  if (status === 422 && message) return { kind: 'refused', message }
  if (status >= 500 && message) return { kind: 'failed', message }
  return { kind: 'unreachable' }
}

export class ChatbotCallError extends Error {
  constructor(readonly problem: ChatbotProblem) {
    super(problem.kind)
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isApiError(error)) throw new ChatbotCallError(problemOf(error.status, error.message))
    throw new ChatbotCallError({ kind: 'unreachable' })
  }
}

export const startInteraction = (http: HttpClient, siteId: number) =>
  call(() => http.post<ChatbotInteraction>(interactions(siteId)))

export const loadInteraction = (http: HttpClient, siteId: number, id: string) =>
  call(() => http.get<ChatbotInteraction>(`${interactions(siteId)}/${encodeURIComponent(id)}`))

export const cancelAnswer = (http: HttpClient, siteId: number, id: string) =>
  call(() => http.get<{ cancelled: boolean }>(`${interactions(siteId)}/${encodeURIComponent(id)}/cancel`))

export const giveFeedback = (
  http: HttpClient,
  siteId: number,
  id: string,
  feedback: { rating: 'up' | 'down'; comment?: string },
) =>
  call(() =>
    http.post<ChatbotInteraction>(`${interactions(siteId)}/${encodeURIComponent(id)}/feedback`, feedback),
  )

/** What an answer brings as it streams. */
export interface AnswerListener {
  interaction(id: string): void
  token(text: string): void
  products(products: ServiceCard[]): void
  done(messageId: number, state: ChatbotMessage['state']): void
  failed(message: string): void
}

/**
 * Asks a question and reads the streamed answer (server-sent events over a POST). Refusals that
 * come before the stream (404, 400, 422, 429) reject with a ChatbotCallError.
 */
export async function askChatbot(options: {
  apiBase: string
  locale: Locale
  siteId: number
  interactionId: string | null
  message: string
  signal: AbortSignal
  listener: AnswerListener
}): Promise<void> {
  const { apiBase, locale, siteId, interactionId, message, signal, listener } = options
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase
  const path = interactionId
    ? `${interactions(siteId)}/${encodeURIComponent(interactionId)}/messages`
    : `${interactions(siteId)}/messages`
  let response: Response
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'APP-LOCALE': locale },
      body: JSON.stringify({ message }),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new ChatbotCallError({ kind: 'unreachable' })
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '')
    throw new ChatbotCallError(problemOf(response.status, messageOf(text)))
  }
  await readServerSentEvents(response.body, ({ event, data }) => {
    const value = parse(data)
    if (event === 'interaction' && typeof value.id === 'string') listener.interaction(value.id)
    else if (event === 'token' && typeof value.text === 'string') listener.token(value.text)
    else if (event === 'products' && Array.isArray(value.products))
      listener.products(value.products as ServiceCard[])
    else if (event === 'done' && typeof value.message_id === 'number')
      listener.done(value.message_id, value.state as ChatbotMessage['state'])
    else if (event === 'error') listener.failed(typeof value.message === 'string' ? value.message : '')
  })
}

function parse(data: string): Record<string, unknown> {
  try {
    const value = JSON.parse(data) as unknown
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function messageOf(text: string): string {
  const value = parse(text)
  return typeof value.message === 'string' ? value.message : ''
}
