import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.js'
import { migrateToLatest } from './migrate.js'
import { StatementCounter } from '../test/statement-counter.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('migrating a database already up to date', () => {
  it('runs nothing and reads its list of migrations, without the migrator reading every table', async () => {
    const counter = new StatementCounter()
    expect(await migrateToLatest(ctx.db.withPlugin(counter))).toEqual([])
    // Whether the list exists, then the list.
    expect(counter.count).toBe(2)
  })
})
