import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.js'
import { migrateToLatest } from './migrate.js'

class StatementCounter implements KyselyPlugin {
  count = 0
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node
  }
  transformResult(args: PluginTransformResultArgs) {
    this.count += 1
    return Promise.resolve(args.result)
  }
}

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
