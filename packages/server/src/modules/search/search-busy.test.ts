import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CONCURRENCY: '1', SEARCH_QUEUE: '0', STATEMENT_TIMEOUT_MS: '2000' })
})
afterAll(() => ctx.close())

const searchFor = (query: string) =>
  call<{ message: string }>(ctx, 'POST', '/core/public/catalog', {
    body: { query },
    headers: { 'APP-LOCALE': 'de' },
  })

// Searches sent at once, none answered before (a kept answer takes no turn at the gate). With one place
// and no queue, the first holds the gate; several make sure the others arrive while it does.
const atOnce = (...queries: string[]) => Promise.all(queries.map(searchFor))
const statusesOf = (answers: { status: number }[]) =>
  [...new Set(answers.map((answer) => answer.status))].sort()

describe('a server saturated by searches', () => {
  it('turns away the search beyond its places with 503 and Retry-After, in the guest’s language', async () => {
    const answers = await atOnce('fjord', 'kayak', 'reindeer', 'aurora', 'sauna', 'ferry')
    expect(statusesOf(answers)).toEqual([200, 503])
    const refused = answers.find((answer) => answer.status === 503)!
    expect(refused.headers.get('Retry-After')).toBe('1')
    expect(refused.body.message).toBe(
      'Wir sind gerade sehr ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    )
    expect((await searchFor('fjord')).status).toBe(200)
  })

  it('keeps answering health while searches fill the gate', async () => {
    const [health, ...searches] = await Promise.all([
      call(ctx, 'GET', '/api/health'),
      ...['glacier', 'husky', 'island', 'lighthouse', 'puffin', 'skiing'].map(searchFor),
    ])
    expect(statusesOf(searches)).toEqual([200, 503])
    expect(health.status).toBe(200)
  })

  it('answers a search it has answered before without a turn at the gate', async () => {
    const kept = await searchFor('whale')
    expect(kept.status).toBe(200)
    const [fresh, again] = await Promise.all([searchFor('northern lights'), searchFor('whale')])
    expect(fresh.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(kept.body)
  })

  it('stops a statement past its time on PostgreSQL; PGlite cannot, so there the gate bounds searches', async () => {
    const slow = sql`select pg_sleep(3)`.execute(ctx.db)
    if (process.env.PG_TEST_URL) await expect(slow).rejects.toMatchObject({ code: '57014' })
    else await expect(slow).resolves.toBeDefined()
  })
})
