import type { ChatbotInteraction, ServiceCard } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let demo: number
const interactions = (site: number) => `/core/public/ai-chatbots/${site}/interactions`

beforeAll(async () => {
  ctx = await createTestContext()
  demo = await seededSiteId(ctx, 'demo')
})
afterAll(() => ctx.close())

async function cardsFor(message: string, locale = 'en') {
  const started = await call<ChatbotInteraction>(ctx, 'POST', interactions(demo), {
    headers: { 'APP-LOCALE': locale },
  })
  const response = await ctx.app.request(`${interactions(demo)}/${started.body.id}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'APP-LOCALE': locale },
    body: JSON.stringify({ message }),
  })
  const text = await response.text()
  const products = /event: products\ndata: (.*)\n/.exec(text)
  return products ? (JSON.parse(products[1]!) as { products: ServiceCard[] }).products : []
}

describe('the chatbot’s retrieval forgives typos (pg_trgm)', () => {
  it('finds the husky sledding tour for “dogsled Tromso”, which full-text search alone misses', async () => {
    const exact = await ctx.db
      .selectFrom('service_translation')
      .select('service_id')
      .where(sql<boolean>`search_vector @@ to_tsquery('simple', 'dogsled:* | tromso:*')`)
      .execute()
    expect(exact).toHaveLength(0)
    const cards = await cardsFor('dogsled Tromso')
    expect(cards.map((card) => card.product_code)).toContain('ACT-TROMSO-SLED')
  })

  it('finds it for a misspelt “huskey sleding” too, in English and German', async () => {
    expect((await cardsFor('huskey sleding')).map((card) => card.product_code)).toContain('ACT-TROMSO-SLED')
    const cards = await cardsFor('Huskey Tromso', 'de')
    expect(cards.map((card) => card.product_code)).toContain('ACT-TROMSO-SLED')
  })
})
