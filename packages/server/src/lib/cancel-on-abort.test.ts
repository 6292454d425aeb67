import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.js'
import { cancelOnAbort } from './cancel-on-abort.js'
import type { AppEnv } from './types.js'

let ctx: TestContext
let server: ServerType
let origin: string
const ended: string[] = []
const onPostgres = Boolean(process.env.PG_TEST_URL)

beforeAll(async () => {
  ctx = await createTestContext()
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('db', ctx.db)
    await next()
  })
  app.get('/bounded/:seconds', cancelOnAbort(300), async (c) => {
    try {
      await sql`select pg_sleep(${Number(c.req.param('seconds'))})`.execute(c.get('db'))
      return c.json({ ended: 'slept', pid: await pidOf(c.get('db')) })
    } catch (error) {
      return c.json({ ended: (error as { code?: string }).code ?? 'failed', pid: await pidOf(c.get('db')) })
    }
  })
  app.get('/setting', cancelOnAbort(), async (c) => {
    const { rows } = await sql<{
      timeout: string
    }>`select current_setting('statement_timeout') as timeout`.execute(c.get('db'))
    return c.json({ timeout: rows[0]!.timeout, pid: await pidOf(c.get('db')) })
  })
  app.get('/sleep/:seconds', cancelOnAbort(), async (c) => {
    try {
      await sql`select pg_sleep(${Number(c.req.param('seconds'))})`.execute(c.get('db'))
      ended.push('slept')
    } catch (error) {
      ended.push((error as { code?: string }).code ?? 'failed')
    }
    return c.text('done')
  })
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready())
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await ctx.close()
})

const pidOf = async (db: TestContext['db']) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid

const sleepers = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where state = 'active' and query like 'select pg_sleep%'`.execute(ctx.db)
  return rows[0]!.n
}

describe('a call whose client has gone', () => {
  it('answers as usual while its client waits', async () => {
    const response = await fetch(`${origin}/sleep/0.05`)
    expect(await response.text()).toBe('done')
    expect(ended.at(-1)).toBe('slept')
  })

  it('stops its statement on PostgreSQL; PGlite, which cannot cancel, lets it run to its end', async () => {
    const client = new AbortController()
    const seconds = onPostgres ? 20 : 0.5
    const gone = fetch(`${origin}/sleep/${seconds}`, { signal: client.signal }).catch(() => 'aborted')
    if (onPostgres) await expect.poll(sleepers, { timeout: 5_000 }).toBe(1)
    else await new Promise((resolve) => setTimeout(resolve, 100))
    client.abort()
    expect(await gone).toBe('aborted')
    if (onPostgres) {
      await expect.poll(sleepers, { timeout: 5_000 }).toBe(0)
      await expect.poll(() => ended.at(-1), { timeout: 5_000 }).toBe('57014')
    } else {
      await expect.poll(() => ended.length, { timeout: 5_000 }).toBe(2)
      expect(ended.at(-1)).toBe('slept')
    }
  })
})

describe('a request class with its own statement timeout', () => {
  it('stops its statement on PostgreSQL at that timeout, and gives the connection back with the usual one', async () => {
    const bounded = (await (await fetch(`${origin}/bounded/2`)).json()) as { ended: string; pid: number }
    if (!onPostgres) {
      // PGlite has no timer signals: the statement runs to its end (the busy gate bounds searches there).
      expect(bounded.ended).toBe('slept')
      return
    }
    expect(bounded.ended).toBe('57014')
    // The pool hands back its most recently returned connection first: the same backend serves the next call.
    const next = (await (await fetch(`${origin}/setting`)).json()) as { timeout: string; pid: number }
    expect(next.pid).toBe(bounded.pid)
    expect(next.timeout).not.toBe('300ms')
  })
})
