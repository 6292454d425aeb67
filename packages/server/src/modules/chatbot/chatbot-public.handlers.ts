import type { Locale } from '@jaunt/domain'
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { ApiError } from '../../lib/errors.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { answerQuestion, budgetLeft } from './chatbot.answer.js'
import { requestCancel } from './chatbot.cancel.js'
import * as service from './chatbot.interactions.service.js'
import type * as routes from './chatbot-public.routes.js'
import { CHATBOT_WORDS } from './chatbot.words.js'

export const createInteraction: AppRouteHandler<typeof routes.createInteraction> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.createInteraction(c.get('db'), id, c.get('locale')), 201)
}

export const showInteraction: AppRouteHandler<typeof routes.showInteraction> = async (c) => {
  const { id, interaction } = c.req.valid('param')
  return c.json(await service.interactionOf(c.get('db'), id, interaction), 200)
}

export const messages: AppRouteHandler<typeof routes.messages> = async (c) => {
  const { id, interaction } = c.req.valid('param')
  return c.json(await service.messagesOf(c.get('db'), id, interaction), 200)
}

/** Streams the answer as server-sent events; refusals (a spent budget, a switched-off chatbot) come before, as JSON. */
async function streamAnswer(
  c: Context<AppEnv>,
  siteId: number,
  interactionId: string,
  text: string,
  isNew: boolean,
) {
  const db = c.get('db')
  const config = c.get('config')
  const chatbot = await service.enabledChatbot(db, siteId)
  const interaction = await service.findInteraction(db, siteId, interactionId)
  const locale = interaction.locale as Locale
  if (budgetLeft(config, interaction.tokens_used) <= 0)
    throw new ApiError(422, CHATBOT_WORDS[locale].budgetSpent)
  return streamSSE(c, async (stream) => {
    const clientGone = new AbortController()
    stream.onAbort(() => clientGone.abort())
    const question = { interactionId, siteId, locale, tokensUsed: interaction.tokens_used, text }
    if (isNew) await stream.writeSSE({ event: 'interaction', data: JSON.stringify({ id: interactionId }) })
    try {
      await answerQuestion(
        db,
        config,
        chatbot,
        question,
        (event) => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) }),
        clientGone.signal,
      )
    } catch (error) {
      console.error('chatbot answer failed', error)
      await stream.writeSSE({
        event: 'error',
        data: JSON.stringify({ message: CHATBOT_WORDS[locale].modelUnavailable.split('.')[0] + '.' }),
      })
    }
  })
}

export const ask: AppRouteHandler<typeof routes.ask> = async (c) => {
  const { id, interaction } = c.req.valid('param')
  return streamAnswer(c, id, interaction, c.req.valid('json').message, false) as never
}

export const askInNewInteraction: AppRouteHandler<typeof routes.askInNewInteraction> = async (c) => {
  const { id } = c.req.valid('param')
  const created = await service.createInteraction(c.get('db'), id, c.get('locale'))
  return streamAnswer(c, id, created.id, c.req.valid('json').message, true) as never
}

export const cancel: AppRouteHandler<typeof routes.cancel> = async (c) => {
  const { id, interaction } = c.req.valid('param')
  await service.findInteraction(c.get('db'), id, interaction)
  return c.json({ cancelled: await requestCancel(c.get('db'), interaction) }, 200)
}

export const feedback: AppRouteHandler<typeof routes.feedback> = async (c) => {
  const { id, interaction } = c.req.valid('param')
  return c.json(await service.giveFeedback(c.get('db'), id, interaction, c.req.valid('json')), 200)
}
