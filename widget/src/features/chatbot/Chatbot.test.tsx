import type { ChatbotInteraction, ChatbotMessage } from '@jaunt/domain'
import { localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureRoute, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, KAYAK, marketplaceRoutes, type Marketplace } from '../../testing/fixtures'
import { KAYAK_CARD } from '../../testing/kayakCard'
import { findDay } from '../../testing/calendar'
import { defineElements, inside, mount, resetPage, typeInto } from '../../testing/page'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }
const base = '/core/public/ai-chatbots/1/interactions'
const ID = '0b8f0c1e-0000-4000-8000-00000000c4a7'

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function interaction(overrides: Partial<ChatbotInteraction> = {}): ChatbotInteraction {
  return {
    id: ID,
    site_id: 1,
    locale: 'en',
    greeting: 'Hi! Ask me about the experiences and stays on this site.',
    suggested_questions: ['What can we do in Flåm?', 'Is there a kayak trip?'],
    messages: [],
    feedback: null,
    ...overrides,
  }
}

/** The chatbot's calls; `answer` writes the streamed answer (a retrieval answer with the kayak card by default). */
function chatbotRoutes(options: {
  start?: () => { status: number; body: unknown }
  answer?: (write: (text: string) => void) => Promise<void>
  refuseAsk?: { status: number; body: unknown }
  stored?: ChatbotInteraction
}): FixtureRoute[] {
  const answer =
    options.answer ??
    (async (write) => {
      for (const piece of ['Here ', 'is ', 'what ', 'I ', 'found:']) {
        write(sse('token', { text: piece }))
        await tick(5)
      }
      write(sse('products', { products: [KAYAK_CARD] }))
      write(sse('done', { message_id: 12, state: 'complete' }))
    })
  const ask = () => (options.refuseAsk ? options.refuseAsk : { status: 200, body: undefined, stream: answer })
  return [
    { method: 'POST', path: base, answer: () => options.start?.() ?? { status: 201, body: interaction() } },
    {
      method: 'GET',
      path: `${base}/:id`,
      answer: ({ params }) =>
        options.stored && params.id === options.stored.id
          ? { status: 200, body: options.stored }
          : { status: 404, body: { message: 'Not found' } },
    },
    { method: 'POST', path: `${base}/:id/messages`, answer: ask },
    {
      method: 'POST',
      path: `${base}/messages`,
      answer: () =>
        options.refuseAsk ?? {
          status: 200,
          stream: async (write) => {
            write(sse('interaction', { id: ID }))
            await answer(write)
          },
        },
    },
    { method: 'GET', path: `${base}/:id/cancel`, answer: () => ({ status: 200, body: { cancelled: true } }) },
    {
      method: 'POST',
      path: `${base}/:id/feedback`,
      answer: ({ body }) => ({
        status: 200,
        body: interaction({ feedback: (body as { rating: 'up' | 'down' }).rating }),
      }),
    },
  ]
}

async function start(routes: FixtureRoute[], attributes: Record<string, string> = {}) {
  server = await startFixtureServer(marketplaceRoutes(market, routes))
  const element = await mount('jaunt-chatbot', { site: '1', 'api-base': server.origin, ...attributes })
  const chat = inside(element)
  return { element, chat }
}

async function openChat(chat: ReturnType<typeof inside>) {
  fireEvent.click(await chat.findByRole('button', { name: 'Ask our assistant' }, ui))
  return chat.findByRole('dialog', { name: 'Travel assistant' }, ui)
}

beforeAll(() => defineElements('jaunt-chatbot', 'jaunt-cart'))

beforeEach(() => {
  market = createMarketplace()
})

afterEach(async () => {
  await resetPage()
  await server.close()
  localStorage.clear()
})

describe('the chatbot', () => {
  it('greets, streams an answer to a suggested question, and its card opens the product that adds to the one cart', async () => {
    const { chat } = await start(chatbotRoutes({}))
    const cartElement = await mount('jaunt-cart', { site: '1', 'api-base': server.origin })
    const dialog = await openChat(chat)
    expect(
      await chat.findByText('Hi! Ask me about the experiences and stays on this site.', {}, ui),
    ).toBeTruthy()
    expect(localStorage.getItem('CHATBOT_INTERACTION_ID')).toBe(ID)

    fireEvent.click(chat.getByRole('button', { name: 'Is there a kayak trip?' }))
    const log = chat.getByRole('log', { name: 'Conversation' })
    await waitFor(() => expect(log.textContent).toContain('Here is what I found:'), ui)
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'), ui)
    const asked = server.requests('POST', `${base}/:id/messages`).at(-1)
    expect(asked?.body).toEqual({ message: 'Is there a kayak trip?' })
    expect(asked?.headers['app-locale']).toBe('en')
    expect(dialog.textContent).toContain('Was this helpful?')

    fireEvent.click(chat.getByRole('button', { name: `See details: ${KAYAK_CARD.name}` }))
    const product = await chat.findByRole('dialog', { name: KAYAK.name }, ui)
    fireEvent.click(await findDay(chat, localToday()))
    fireEvent.click(await chat.findByRole('button', { name: '09:00' }, ui))
    const more = await chat.findByRole('button', { name: 'More Adult tickets' }, ui)
    fireEvent.click(more)
    fireEvent.click(more)
    const add = chat.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement
    await waitFor(() => expect(add.disabled).toBe(false), ui)
    expect(product.textContent).toContain(KAYAK.name)
    fireEvent.click(add)
    expect(await inside(cartElement).findByRole('button', { name: 'Cart, 1 item' }, ui)).toBeTruthy()
  })

  it('continues the stored conversation after a reload, in the guest’s language', async () => {
    const earlier: ChatbotMessage[] = [
      {
        id: 1,
        role: 'guest',
        content: 'Kajakk?',
        state: 'complete',
        products: [],
        created_at: '2026-03-01T10:00:00Z',
      },
      {
        id: 2,
        role: 'assistant',
        content: 'Dette fant jeg på dette nettstedet:',
        state: 'complete',
        products: [KAYAK_CARD],
        created_at: '2026-03-01T10:00:01Z',
      },
    ]
    localStorage.setItem('CHATBOT_INTERACTION_ID', ID)
    const { chat } = await start(
      chatbotRoutes({ stored: interaction({ locale: 'no', messages: earlier }) }),
      {
        lang: 'no',
      },
    )
    fireEvent.click(await chat.findByRole('button', { name: 'Spør assistenten vår' }, ui))
    expect(await chat.findByText('Dette fant jeg på dette nettstedet:', {}, ui)).toBeTruthy()
    expect(chat.getByText('Kajakk?')).toBeTruthy()
    expect(server.requests('POST', base)).toHaveLength(0)
    expect(server.requests('GET', `${base}/:id`).at(-1)?.headers['app-locale']).toBe('no')
  })

  it('stops an answer being written: the server is told, and the answer says it was stopped', async () => {
    let cancelled: () => void = () => {}
    const stoppedAt = new Promise<void>((resolve) => (cancelled = resolve))
    const routes = chatbotRoutes({
      answer: async (write) => {
        write(sse('token', { text: 'Let me think' }))
        await stoppedAt
        write(sse('done', { message_id: 13, state: 'cancelled' }))
      },
    })
    const cancelRoute = routes.find((route) => route.path.endsWith('/cancel'))!
    const answerCancel = cancelRoute.answer
    cancelRoute.answer = (request) => {
      cancelled()
      return answerCancel(request)
    }
    const { chat } = await start(routes)
    await openChat(chat)
    await chat.findByText('Hi! Ask me about the experiences and stays on this site.', {}, ui)
    typeInto(chat.getByLabelText('Your question'), 'Kayak in March?')
    fireEvent.click(chat.getByRole('button', { name: 'Send' }))
    await chat.findByText(/Let me think/, {}, ui)
    fireEvent.click(chat.getByRole('button', { name: 'Stop' }))
    expect(await chat.findByText('Stopped.', {}, ui)).toBeTruthy()
    expect(server.requests('GET', `${base}/:id/cancel`)).toHaveLength(1)
    expect(await chat.findByRole('button', { name: 'Send' }, ui)).toBeTruthy()
  })

  it('takes a thumbs up with a comment', async () => {
    const { chat } = await start(chatbotRoutes({}))
    await openChat(chat)
    fireEvent.click(await chat.findByRole('button', { name: 'What can we do in Flåm?' }, ui))
    fireEvent.click(await chat.findByRole('button', { name: /Yes/ }, ui))
    await waitFor(() => expect(server.requests('POST', `${base}/:id/feedback`)).toHaveLength(1), ui)
    expect(server.requests('POST', `${base}/:id/feedback`)[0]?.body).toEqual({ rating: 'up' })
    typeInto(chat.getByLabelText('Tell us more (optional)'), 'Quick and clear')
    fireEvent.click(chat.getByRole('button', { name: 'Send feedback' }))
    expect(await chat.findByText('Thank you for your feedback.', {}, ui)).toBeTruthy()
    expect(server.requests('POST', `${base}/:id/feedback`)[1]?.body).toEqual({
      rating: 'up',
      comment: 'Quick and clear',
    })
    expect(chat.getByRole('button', { name: /Yes/ }).getAttribute('aria-pressed')).toBe('true')
  })

  it('closes on Escape and gives the focus back to the launcher', async () => {
    const { chat } = await start(chatbotRoutes({}))
    const dialog = await openChat(chat)
    await waitFor(() => expect(chat.getByLabelText('Your question')).toBeTruthy(), ui)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(chat.queryByRole('dialog')).toBeNull(), ui)
  })
})

describe('the chatbot says clearly why it cannot answer', () => {
  it('when it is switched off', async () => {
    const { chat } = await start(
      chatbotRoutes({ start: () => ({ status: 404, body: { message: 'Not found' } }) }),
    )
    await openChat(chat)
    expect(await chat.findByText('The chatbot is not available on this site just now.', {}, ui)).toBeTruthy()
  })

  it('when the guest asks too many questions', async () => {
    const { chat } = await start(
      chatbotRoutes({ refuseAsk: { status: 429, body: { message: 'Too many requests' } } }),
    )
    await openChat(chat)
    fireEvent.click(await chat.findByRole('button', { name: 'Is there a kayak trip?' }, ui))
    expect(
      await chat.findByText(
        'You have asked many questions in a short time. Please wait a minute and try again.',
        {},
        ui,
      ),
    ).toBeTruthy()
    // The refused question is taken back: the suggestions are there to try again.
    expect(chat.getByRole('button', { name: 'Is there a kayak trip?' })).toBeTruthy()
  })

  it('when the message is too long, without sending it', async () => {
    const { chat } = await start(chatbotRoutes({}))
    await openChat(chat)
    await chat.findByText('Hi! Ask me about the experiences and stays on this site.', {}, ui)
    typeInto(chat.getByLabelText('Your question'), 'a'.repeat(1001))
    fireEvent.click(chat.getByRole('button', { name: 'Send' }))
    expect(
      await chat.findByText('Your message is too long. Please write at most 1000 characters.', {}, ui),
    ).toBeTruthy()
    expect(server.requests('POST', `${base}/:id/messages`)).toHaveLength(0)
    expect((chat.getByLabelText('Your question') as HTMLTextAreaElement).value).toHaveLength(1001)
  })

  it('when the server refuses a long message', async () => {
    const { chat } = await start(
      chatbotRoutes({
        refuseAsk: { status: 400, body: { message: 'Please write at most 1000 characters' } },
      }),
    )
    await openChat(chat)
    fireEvent.click(await chat.findByRole('button', { name: 'Is there a kayak trip?' }, ui))
    expect(
      await chat.findByText('Your message is too long. Please write at most 1000 characters.', {}, ui),
    ).toBeTruthy()
  })

  it('when the language model fails, with the server’s words', async () => {
    const { chat } = await start(
      chatbotRoutes({
        answer: async (write) => {
          write(sse('error', { message: 'The assistant cannot write an answer just now.' }))
        },
      }),
    )
    await openChat(chat)
    fireEvent.click(await chat.findByRole('button', { name: 'Is there a kayak trip?' }, ui))
    expect(await chat.findByText('The assistant cannot write an answer just now.', {}, ui)).toBeTruthy()
  })

  it('when the server cannot be reached', async () => {
    const { chat } = await start(chatbotRoutes({}))
    await openChat(chat)
    await chat.findByText('Hi! Ask me about the experiences and stays on this site.', {}, ui)
    await server.close()
    fireEvent.click(chat.getByRole('button', { name: 'Is there a kayak trip?' }))
    expect(
      await chat.findByText(
        'The assistant could not be reached. Please check your connection and try again.',
        {},
        ui,
      ),
    ).toBeTruthy()
    server = await startFixtureServer([])
  })
})
