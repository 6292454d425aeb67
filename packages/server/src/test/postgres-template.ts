import { randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/schema.js'
import { migrateToLatest } from '../db/migrate.js'
import { seedDemo } from '../seed/seed.js'

/** Connects to another database on the same server as `url`. */
export function urlForDatabase(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function withAdmin<T>(url: string, run: (db: Kysely<Database>) => Promise<T>) {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  })
  try {
    return await run(db)
  } finally {
    await db.destroy()
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`

export async function createTemplateDatabase(url: string) {
  const template = uniqueName('jaunt_template')
  await withAdmin(url, (db) => sql`create database ${sql.id(template)}`.execute(db))
  await withAdmin(urlForDatabase(url, template), async (db) => {
    await migrateToLatest(db)
    await seedDemo(db)
  })
  return template
}

export async function createDatabaseFromTemplate(url: string, template: string) {
  const name = uniqueName('jaunt_test')
  await withAdmin(url, (db) => sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(db))
  return name
}

export async function dropDatabase(url: string, name: string) {
  await withAdmin(url, (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db))
}

export const dropTemplateDatabase = dropDatabase
