import type { CatalogueResult } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.js'
import { siteId } from '../test/catalogue-fixtures.js'
import { StatementCounter } from '../test/statement-counter.js'
import { call, createTestContext, type TestContext } from '../test/test-app.js'
import { SearchAnswers } from './search-answers.js'

let ctx: TestContext
let counted: TestContext
let other: TestContext
const counter = new StatementCounter()
let demo: number
beforeAll(async () => {
  ctx = await createTestContext()
  // Two API processes on one database: each keeps its own answers.
  counted = { ...ctx, app: createApp({ db: ctx.db.withPlugin(counter), config: ctx.config }) }
  other = { ...ctx, app: createApp({ db: ctx.db, config: ctx.config }) }
  demo = await siteId(ctx.db, 'demo')
})
afterAll(() => ctx.close())

async function search(app: TestContext, body: object, locale = 'en') {
  counter.count = 0
  const response = await call<CatalogueResult>(app, 'POST', '/core/public/catalog', {
    body,
    headers: { 'APP-LOCALE': locale },
  })
  expect(response.status).toBe(200)
  return { answer: response.body, statements: counter.count }
}

async function renameFirstOf(answer: CatalogueResult, name: string) {
  const id = answer.data[0]!.id
  await sql`update service_translation set name = ${name} where service_id = ${id} and locale = 'en'`.execute(
    ctx.db,
  )
  return id
}

describe('search answers kept in memory under the search generation', () => {
  it('answers a search asked before with one statement and the same answer', async () => {
    const first = await search(counted, { query: 'tour', sort: 'rating' })
    const again = await search(counted, { query: 'tour', sort: 'rating' })
    expect(first.statements).toBe(2)
    expect(again.statements).toBe(1)
    expect(again.answer).toEqual(first.answer)
    // Another language is another answer.
    const german = await search(counted, { query: 'tour', sort: 'rating' }, 'de')
    expect(german.statements).toBe(2)
  })

  it('runs a search asked by many guests at once only once', async () => {
    counter.count = 0
    const body = { query: 'husky', sort: 'price_asc' }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<CatalogueResult>(counted, 'POST', '/core/public/catalog', { body }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1)
    // The first guest's two statements; then the four who waited for its answer ask for the generation:
    // the first of them reads it, the other three share the read that starts after theirs.
    expect(counter.count).toBe(2 + 2)
  })

  it('reads afresh once anything a search reads has changed, in every process', async () => {
    const before = await search(counted, { query: 'fjord', sort: 'rating' })
    await search(other, { query: 'fjord', sort: 'rating' })
    const id = await renameFirstOf(before.answer, 'Fjord by moonlight, renamed')

    const after = await search(counted, { query: 'fjord', sort: 'rating' })
    // The kept answer's generation is asked for and found stale, then the search runs.
    expect(after.statements).toBe(3)
    expect(after.answer.data.find((card) => card.id === id)?.name).toBe('Fjord by moonlight, renamed')
    const elsewhere = await search(other, { query: 'fjord', sort: 'rating' })
    expect(elsewhere.answer.data.find((card) => card.id === id)?.name).toBe('Fjord by moonlight, renamed')
  })

  it('keeps a write that was rolled back from changing any answer', async () => {
    const before = await search(counted, { query: 'kayak' })
    const id = before.answer.data[0]!.id
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await sql`update service_translation set name = 'Never saved' where service_id = ${id}`.execute(trx)
        throw new Error('the editor gave up')
      })
      .catch(() => undefined)
    const after = await search(counted, { query: 'kayak' })
    expect(after.answer.data[0]!.name).toBe(before.answer.data[0]!.name)
  })

  it("reads afresh when a site's catalogue changes", async () => {
    const body = { site_id: demo, sort: 'rating' }
    const before = await search(counted, body)
    const dropped = before.answer.data[0]!.id
    await sql`delete from site_catalogue where site_id = ${demo} and service_id = ${dropped}`.execute(ctx.db)
    const after = await search(counted, body)
    expect(after.answer.total).toBe(before.answer.total - 1)
    expect(after.answer.data.map((card) => card.id)).not.toContain(dropped)
  })

  it('never keeps a grid drawn in random order', async () => {
    const path = `/core/public/white-label/customize-site?white_label_id=${demo}&count=4&is_random=true`
    counter.count = 0
    expect((await call(counted, 'GET', path)).status).toBe(200)
    const first = counter.count
    counter.count = 0
    expect((await call(counted, 'GET', path)).status).toBe(200)
    expect(counter.count).toBe(first)
  })
})

describe('SearchAnswers', () => {
  const answer = (generation: string, body = '{}') => ({ generation, body, contentType: 'application/json' })

  const noRead = () => Promise.reject(new Error('not read here'))

  it('gives an answer only at the generation it was kept under', () => {
    const answers = new SearchAnswers(noRead, 10)
    answers.keep('a', answer('7'))
    expect(answers.find('a', '8')).toBeUndefined()
    // A stale answer is dropped, not kept for a generation that may come back.
    expect(answers.has('a')).toBe(false)
    answers.keep('a', answer('8', '{"n":8}'))
    expect(answers.find('a', '8')?.body).toBe('{"n":8}')
  })

  it('lets the least recently used answer go once full', () => {
    const answers = new SearchAnswers(noRead, 2)
    answers.keep('a', answer('1'))
    answers.keep('b', answer('1'))
    answers.find('a', '1')
    answers.keep('c', answer('1'))
    expect([answers.has('a'), answers.has('b'), answers.has('c')]).toEqual([true, false, true])
    expect(answers.size).toBe(2)
  })

  it('shares a generation read among the calls that arrive while one is under way', async () => {
    let reads = 0
    let release = () => {}
    const answers = new SearchAnswers(() => {
      reads += 1
      return new Promise<string>((resolve) => (release = () => resolve(String(reads))))
    })
    const first = answers.generation()
    // These arrived after the first read began: it may miss a commit they must see, so they wait for the next.
    const waiting = Array.from({ length: 9 }, () => answers.generation())
    expect(reads).toBe(1)
    release()
    expect(await first).toBe('1')
    await vi.waitFor(() => expect(reads).toBe(2))
    release()
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['2']))
    expect(reads).toBe(2)
  })
})
