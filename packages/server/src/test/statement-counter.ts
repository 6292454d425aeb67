import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely'

/**
 * Counts the statements a database handle runs, by their results: a query built into another one (the
 * catalogue's `scoped`) passes through `transformQuery` too, but only a statement sent to the database
 * has a result. Use with `db.withPlugin(counter)`.
 */
export class StatementCounter implements KyselyPlugin {
  count = 0
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node
  }
  transformResult(args: PluginTransformResultArgs) {
    this.count += 1
    return Promise.resolve(args.result)
  }
}
