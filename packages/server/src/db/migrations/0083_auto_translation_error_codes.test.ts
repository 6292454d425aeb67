import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/test-app.js'
import { down, up } from './0083_auto_translation_error_codes.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

it('marks the failures recorded before error codes as unexpected, and a run without an error as none', async () => {
  const db = ctx.db as unknown as Kysely<unknown>
  await down(db)
  const service = await ctx.db.selectFrom('service').select('id').orderBy('id').executeTakeFirstOrThrow()
  const rows = await sql<{ id: number; error: string | null }>`
    insert into auto_translation_run (source_locale, target_locales, scope, status, error)
    values ('en', '{de}', 'missing', 'failed', 'boom'), ('en', '{de}', 'missing', 'done', null)
    returning id, error`.execute(db)
  const [failedRun, doneRun] = rows.rows.map((row) => row.id)
  await sql`insert into auto_translation_failure (run_id, service_id, locale, error)
    values (${doneRun}, ${service.id}, 'de', 'status 500')`.execute(db)
  await up(db)
  const codes = await sql<{ id: number; error_code: string | null }>`
    select id, error_code from auto_translation_run where id in (${failedRun}, ${doneRun}) order by id`.execute(
    db,
  )
  expect(codes.rows).toEqual([
    { id: failedRun, error_code: 'unexpected' },
    { id: doneRun, error_code: null },
  ])
  const failures = await sql<{ error_code: string }>`
    select error_code from auto_translation_failure where run_id = ${doneRun}`.execute(db)
  expect(failures.rows).toEqual([{ error_code: 'unexpected' }])
})
