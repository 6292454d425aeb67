import {
  CHATBOT_MESSAGE_MAX_LENGTH,
  type ChatbotInteraction,
  type ChatbotMessage,
  type ServiceCard,
} from '@jaunt/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSite, useWidget } from '../../site/WidgetContext'
import {
  askChatbot,
  cancelAnswer,
  ChatbotCallError,
  giveFeedback,
  loadInteraction,
  startInteraction,
  type ChatbotProblem,
} from './chatbotApi'
import { interactionStorage } from './interactionStorage'

/** A line of the conversation as the dialog shows it; `writing` while the answer streams. */
export interface ChatLine {
  key: string
  role: 'guest' | 'assistant'
  content: string
  state: ChatbotMessage['state'] | 'writing'
  products: ServiceCard[]
}

export interface ChatbotState {
  status: 'idle' | 'loading' | 'ready'
  greeting: string
  suggestions: string[]
  lines: ChatLine[]
  writing: boolean
  problem: ChatbotProblem | null
  feedback: 'up' | 'down' | null
}

const lineOf = (message: ChatbotMessage): ChatLine => ({
  key: String(message.id),
  role: message.role,
  content: message.content,
  state: message.state,
  products: message.products,
})

const problemOf = (error: unknown): ChatbotProblem =>
  error instanceof ChatbotCallError ? error.problem : { kind: 'unreachable' }

let nextKey = 0

/** The conversation with the site's chatbot: opened (or continued) on first use, asked, stopped, rated. */
export function useChatbot() {
  const { http, config } = useWidget()
  const siteId = useSite().id
  const [state, setState] = useState<ChatbotState>({
    status: 'idle',
    greeting: '',
    suggestions: [],
    lines: [],
    writing: false,
    problem: null,
    feedback: null,
  })
  const interactionId = useRef<string | null>(null)
  const answer = useRef<AbortController | null>(null)

  useEffect(() => () => answer.current?.abort(), [])

  const accept = useCallback((interaction: ChatbotInteraction) => {
    interactionId.current = interaction.id
    interactionStorage.write(interaction.id)
    setState((previous) => ({
      ...previous,
      status: 'ready',
      greeting: interaction.greeting,
      suggestions: interaction.suggested_questions,
      lines: interaction.messages.map(lineOf),
      feedback: interaction.feedback,
      problem: null,
    }))
  }, [])

  /** Continues the stored conversation, or starts one (a stored one the server no longer knows starts over). */
  const open = useCallback(async () => {
    if (state.status !== 'idle') return
    setState((previous) => ({ ...previous, status: 'loading', problem: null }))
    try {
      const stored = interactionStorage.read()
      if (stored) {
        try {
          accept(await loadInteraction(http, siteId, stored))
          return
        } catch (error) {
          if (!(error instanceof ChatbotCallError) || error.problem.kind !== 'off') throw error
          interactionStorage.clear()
        }
      }
      accept(await startInteraction(http, siteId))
    } catch (error) {
      setState((previous) => ({ ...previous, status: 'idle', problem: problemOf(error) }))
    }
  }, [state.status, http, siteId, accept])

  const updateAnswer = (key: string, change: (line: ChatLine) => ChatLine) =>
    setState((previous) => ({
      ...previous,
      lines: previous.lines.map((line) => (line.key === key ? change(line) : line)),
    }))

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim()
      if (!text || answer.current) return
      if (text.length > CHATBOT_MESSAGE_MAX_LENGTH) {
        setState((previous) => ({ ...previous, problem: { kind: 'too-long' } }))
        return
      }
      nextKey += 1
      const guestKey = `guest-${nextKey}`
      const answerKey = `answer-${nextKey}`
      const controller = new AbortController()
      answer.current = controller
      setState((previous) => ({
        ...previous,
        writing: true,
        problem: null,
        lines: [
          ...previous.lines,
          { key: guestKey, role: 'guest', content: text, state: 'complete', products: [] },
          { key: answerKey, role: 'assistant', content: '', state: 'writing', products: [] },
        ],
      }))
      let finished = false
      try {
        await askChatbot({
          apiBase: config.apiBase,
          locale: config.locale,
          siteId,
          interactionId: interactionId.current,
          message: text,
          signal: controller.signal,
          listener: {
            interaction: (id) => {
              interactionId.current = id
              interactionStorage.write(id)
            },
            token: (piece) => updateAnswer(answerKey, (line) => ({ ...line, content: line.content + piece })),
            products: (products) => updateAnswer(answerKey, (line) => ({ ...line, products })),
            done: (_id, done) => {
              finished = true
              updateAnswer(answerKey, (line) => ({ ...line, state: done }))
            },
            failed: (message) => {
              finished = true
              updateAnswer(answerKey, (line) => ({ ...line, state: 'failed' }))
              setState((previous) => ({ ...previous, problem: { kind: 'failed', message } }))
            },
          },
        })
        // A stream that ends without its last event was cut off on the way.
        if (!finished) throw new ChatbotCallError({ kind: 'unreachable' })
      } catch (error) {
        const stopped = controller.signal.aborted
        setState((previous) => ({
          ...previous,
          problem: stopped ? previous.problem : problemOf(error),
          // A refused question is taken back, with its empty answer; a broken answer keeps what came.
          lines: previous.lines.flatMap((line) => {
            if (line.key !== answerKey && line.key !== guestKey) return [line]
            const answered = previous.lines.find((candidate) => candidate.key === answerKey)
            if (!answered?.content && !stopped) return []
            return line.key === answerKey
              ? [{ ...line, state: stopped ? ('cancelled' as const) : ('failed' as const) }]
              : [line]
          }),
        }))
      } finally {
        if (answer.current === controller) answer.current = null
        setState((previous) => ({ ...previous, writing: false }))
      }
    },
    [config.apiBase, config.locale, siteId],
  )

  /** Asks the server to stop writing (it keeps what was written, marked cancelled); the stream then ends. */
  const stop = useCallback(async () => {
    const controller = answer.current
    const id = interactionId.current
    if (!controller) return
    try {
      if (!id) throw new ChatbotCallError({ kind: 'unreachable' })
      await cancelAnswer(http, siteId, id)
      // The server ends the stream with `done` (cancelled); if it does not within a moment, stop reading.
      setTimeout(() => controller.abort(), 3000)
    } catch {
      controller.abort()
    }
  }, [http, siteId])

  const rate = useCallback(
    async (rating: 'up' | 'down', comment?: string) => {
      const id = interactionId.current
      if (!id) return false
      try {
        const saved = await giveFeedback(http, siteId, id, comment ? { rating, comment } : { rating })
        setState((previous) => ({ ...previous, feedback: saved.feedback }))
        return true
      } catch (error) {
        setState((previous) => ({ ...previous, problem: problemOf(error) }))
        return false
      }
    },
    [http, siteId],
  )

  /** Forgets the conversation; the next question starts a new one with the greeting again. */
  const startOver = useCallback(() => {
    answer.current?.abort()
    interactionId.current = null
    interactionStorage.clear()
    setState({
      status: 'idle',
      greeting: '',
      suggestions: [],
      lines: [],
      writing: false,
      problem: null,
      feedback: null,
    })
  }, [])

  const dismissProblem = useCallback(() => setState((previous) => ({ ...previous, problem: null })), [])

  return { state, open, ask, stop, rate, startOver, dismissProblem }
}
