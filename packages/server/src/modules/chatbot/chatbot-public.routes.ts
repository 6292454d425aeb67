import { createRoute, z } from '@hono/zod-openapi'
import {
  chatbotFeedbackInputSchema,
  chatbotInteractionSchema,
  chatbotMessageInputSchema,
  chatbotMessageSchema,
} from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent, rateLimited } from '../../lib/router.js'

const tags = ['AI chatbot']
const base = '/core/public/ai-chatbots/{id}/interactions'
const site = z.object({ id: z.coerce.number().int().positive() })
const interaction = site.extend({ interaction: z.string().uuid('must be an interaction id') })
const failures = { 400: errorResponses[400], 404: errorResponses[404] }
const ChatbotInteraction = chatbotInteractionSchema.meta({ id: 'ChatbotInteraction' })
const ChatbotMessage = chatbotMessageSchema.meta({ id: 'ChatbotMessage' })
const ChatbotMessageInput = chatbotMessageInputSchema.meta({ id: 'ChatbotMessageInput' })
const ChatbotFeedbackInput = chatbotFeedbackInputSchema.meta({ id: 'ChatbotFeedbackInput' })

const answerStream = {
  content: {
    'text/event-stream': {
      schema: z.string().openapi({
        description:
          'Server-sent events: `interaction` {id} (a new conversation), `token` {text}, `products` {products: ServiceCard[]}, `done` {message_id, state}, `error` {message}',
      }),
    },
  },
  description: 'The answer, streamed',
}

export const createInteraction = createRoute({
  method: 'post',
  path: base,
  operationId: 'createChatbotInteraction',
  tags,
  summary: 'Start a conversation in the guest’s language (APP-LOCALE): its greeting and suggested questions',
  request: { params: site },
  responses: { 201: jsonContent(ChatbotInteraction, 'The new conversation'), ...failures, ...rateLimited },
})

export const showInteraction = createRoute({
  method: 'get',
  path: `${base}/{interaction}`,
  operationId: 'getChatbotInteraction',
  tags,
  summary: 'A conversation with its messages, to continue it after a reload',
  request: { params: interaction },
  responses: { 200: jsonContent(ChatbotInteraction, 'The conversation'), ...failures },
})

export const messages = createRoute({
  method: 'get',
  path: `${base}/{interaction}/messages`,
  operationId: 'getChatbotMessages',
  tags,
  summary: 'The conversation’s messages, with product cards priced now',
  request: { params: interaction },
  responses: { 200: jsonContent(z.array(ChatbotMessage), 'The messages, oldest first'), ...failures },
})

export const askInNewInteraction = createRoute({
  method: 'post',
  path: `${base}/messages`,
  operationId: 'askChatbotInNewInteraction',
  tags,
  summary: 'Start a conversation with a question; the answer is streamed',
  request: { params: site, body: jsonBody(ChatbotMessageInput) },
  responses: { 200: answerStream, ...failures, 422: errorResponses[422], ...rateLimited },
})

export const ask = createRoute({
  method: 'post',
  path: `${base}/{interaction}/messages`,
  operationId: 'askChatbot',
  tags,
  summary: 'Ask a question; the answer is streamed. 422 when the conversation’s token budget is spent',
  request: { params: interaction, body: jsonBody(ChatbotMessageInput) },
  responses: { 200: answerStream, ...failures, 422: errorResponses[422], ...rateLimited },
})

export const cancel = createRoute({
  method: 'get',
  path: `${base}/{interaction}/cancel`,
  operationId: 'cancelChatbotAnswer',
  tags,
  summary: 'Stop the answer being written; what was written is kept, marked cancelled',
  request: { params: interaction },
  responses: {
    200: jsonContent(z.object({ cancelled: z.boolean() }), 'Whether an answer was being written'),
    ...failures,
  },
})

export const feedback = createRoute({
  method: 'post',
  path: `${base}/{interaction}/feedback`,
  operationId: 'giveChatbotFeedback',
  tags,
  summary: 'Thumbs up or down on the conversation, with an optional comment',
  request: { params: interaction, body: jsonBody(ChatbotFeedbackInput) },
  responses: { 200: jsonContent(ChatbotInteraction, 'The conversation'), ...failures, ...rateLimited },
})
