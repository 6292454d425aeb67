import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { pgliteExtensions, pgliteParsers } from '../db/database.js'
import { PGliteDialect } from '../db/pglite-dialect.js'
import type { Database } from '../db/schema.js'
import { migrateToLatest } from '../db/migrate.js'
import { seedDemo } from '../seed/seed.js'
import { createTemplateDatabase, dropTemplateDatabase } from './postgres-template.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string
    postgresTemplate: string
  }
}

/** Migrates and seeds once; each test file then starts from a copy of that database. */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.PG_TEST_URL
  if (pgUrl) {
    const template = await createTemplateDatabase(pgUrl)
    project.provide('postgresTemplate', template)
    project.provide('pgliteSnapshotPath', '')
    return () => dropTemplateDatabase(pgUrl, template)
  }
  // The app's parsers (dates as text): the demo's bookings run the app's own booking code.
  const client = await PGlite.create({ parsers: pgliteParsers, extensions: pgliteExtensions })
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) })
  await migrateToLatest(db)
  await seedDemo(db)
  const snapshot = await client.dumpDataDir('none')
  await db.destroy()
  const dir = mkdtempSync(join(tmpdir(), 'jaunt-test-'))
  const path = join(dir, 'seeded.tar')
  writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()))
  project.provide('pgliteSnapshotPath', path)
  project.provide('postgresTemplate', '')
  return () => rmSync(dir, { recursive: true, force: true })
}
