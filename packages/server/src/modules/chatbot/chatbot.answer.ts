import type { ChatbotStreamEvent, ChatbotTone, Locale, ServiceCard } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { contentLanguages } from '../catalogue/translate.js'
import { cleanGuestText, PriceGuard } from './chatbot.guard.js'
import { estimateTokens, modelConfigured, ModelUnavailable } from '../../lib/llm.js'
import { streamCompletion } from './chatbot.llm.js'
import { watchForCancel } from './chatbot.cancel.js'
import { chatbotPrompt } from './chatbot.prompt.js'
import { matchingDocuments, matchingProducts, type ChatbotDocument } from './chatbot.retrieval.js'
import { chatbotDb } from './chatbot.tables.js'
import { CHATBOT_WORDS } from './chatbot.words.js'
import type { enabledChatbot } from './chatbot.interactions.service.js'

type Emit = (event: ChatbotStreamEvent) => Promise<void>
type Chatbot = Awaited<ReturnType<typeof enabledChatbot>>

const ANSWER_MAX_TOKENS = 400
const HISTORY_TURNS = 6

export interface Question {
  interactionId: string
  siteId: number
  locale: Locale
  tokensUsed: number
  text: string
}

/** The budget left before the question is asked; nothing is stored or streamed when it is spent. */
export const budgetLeft = (config: Config, tokensUsed: number) => config.CHATBOT_TOKEN_BUDGET - tokensUsed

/** Words for a retrieval-only answer: the site's FAQ as written, and a sentence of our own before the cards. */
function retrievedText(
  words: (typeof CHATBOT_WORDS)[Locale],
  lead: string,
  products: ServiceCard[],
  documents: ChatbotDocument[],
) {
  if (products.length === 0 && documents.length === 0) return words.nothingFound
  const faq = documents.map((document) =>
    document.kind === 'faq'
      ? `${document.title}\n${document.body}`
      : `${document.title}: ${document.body.slice(0, 300)}`,
  )
  return [lead, ...faq].join('\n\n')
}

/** Answers a guest's question on the site's content, emitting the text in pieces, then the cards. */
export async function answerQuestion(
  db: DB,
  config: Config,
  chatbot: Chatbot,
  question: Question,
  emit: Emit,
  clientGone: AbortSignal,
) {
  const { settings, site } = chatbot
  const words = CHATBOT_WORDS[question.locale]
  const text = cleanGuestText(question.text)
  const tables = chatbotDb(db)
  const history = await tables
    .selectFrom('chatbot_message')
    .select(['role', 'content'])
    .where('interaction_id', '=', question.interactionId)
    .where('state', '=', 'complete')
    .orderBy('id', 'desc')
    .limit(HISTORY_TURNS)
    .execute()
  await tables
    .insertInto('chatbot_message')
    .values({ interaction_id: question.interactionId, role: 'guest', content: text, service_ids: '[]' })
    .execute()

  const language = await contentLanguages(db, question.locale, question.siteId)
  const kinds = [
    ...(settings.use_pages ? (['page'] as const) : []),
    ...(settings.use_faq ? (['faq'] as const) : []),
  ]
  const [products, documents] = await Promise.all([
    settings.use_catalogue ? matchingProducts(db, question.siteId, text, language, question.locale) : [],
    matchingDocuments(db, question.siteId, text, question.locale, kinds),
  ])

  const controller = new AbortController()
  const stop = () => controller.abort()
  clientGone.addEventListener('abort', stop)
  const answered = await watchForCancel(db, question.interactionId, controller)
  let answer = ''
  let spent = estimateTokens(text)
  let state: 'complete' | 'cancelled' | 'failed' = 'complete'
  const say = async (piece: string) => {
    if (!piece || controller.signal.aborted) return
    answer += piece
    await emit({ event: 'token', data: { text: piece } })
  }
  const sayRetrieved = async (lead: string) => {
    for (const piece of retrievedText(words, lead, products, documents).split(/(?<=\s)/u)) await say(piece)
  }

  try {
    if (modelConfigured(config) && settings.provider === 'platform') {
      const turns = chatbotPrompt({
        siteName: site.name,
        tone: settings.tone as ChatbotTone,
        locale: question.locale,
        products,
        documents,
        history: history.reverse(),
        question: text,
      })
      const promptTokens = estimateTokens(turns.map((turn) => turn.content).join('\n'))
      const maxTokens = Math.min(ANSWER_MAX_TOKENS, budgetLeft(config, question.tokensUsed) - promptTokens)
      if (maxTokens < 50) {
        await say(words.budgetSpent)
        // Spent: the next question is refused before anything is stored.
        spent = Math.max(budgetLeft(config, question.tokensUsed), 1) - estimateTokens(words.budgetSpent)
      } else {
        spent = promptTokens
        const guard = new PriceGuard()
        try {
          for await (const piece of streamCompletion(config, turns, maxTokens, controller.signal)) {
            await say(guard.push(piece))
            // A provider that ignores max_tokens is cut off here.
            if (controller.signal.aborted || estimateTokens(answer) > maxTokens) break
          }
          await say(guard.flush())
        } catch (error) {
          if (!(error instanceof ModelUnavailable)) throw error
          console.error(`chatbot model unavailable: ${error.message}`)
          state = answer ? 'failed' : 'complete'
          if (answer) await say('\n\n')
          await sayRetrieved(words.modelUnavailable)
        }
      }
    } else {
      await sayRetrieved(words.found)
    }
    if (controller.signal.aborted) state = 'cancelled'
    spent += estimateTokens(answer)
    const shown = products.map((card) => card.id)
    if (shown.length && !controller.signal.aborted) await emit({ event: 'products', data: { products } })
    const stored = await tables
      .insertInto('chatbot_message')
      .values({
        interaction_id: question.interactionId,
        role: 'assistant',
        content: answer,
        state,
        service_ids: JSON.stringify(controller.signal.aborted ? [] : shown),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await tables
      .updateTable('chatbot_interaction')
      .set((eb) => ({ tokens_used: eb('tokens_used', '+', spent) }))
      .where('id', '=', question.interactionId)
      .execute()
    await emit({ event: 'done', data: { message_id: stored.id, state } })
  } finally {
    clientGone.removeEventListener('abort', stop)
    await answered()
  }
}
