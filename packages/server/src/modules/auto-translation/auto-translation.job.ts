import type { AutoTranslationError, AutoTranslationInput, Locale, TourText } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { once, type JobQueue } from '../../lib/job-queue.js'
import { guestWords } from '../../lib/guest-words/index.js'
import { modelConfigured } from '../../lib/llm.js'
import { failureOf, TranslationFailure } from './auto-translation.failure.js'
import { plannedTranslations } from './auto-translation.plan.js'
import { AUTO_TRANSLATION_QUEUE } from './auto-translation.service.js'
import { autoTranslationDb } from './auto-translation.tables.js'
import { translateTexts } from './auto-translation.translate.js'
import { writeMachineTranslation } from './auto-translation.write.js'

/**
 * The job: every planned translation in turn, each written as it comes back. A product that fails is
 * recorded with its reason and the run goes on; a run cut short by a restart starts its plan again.
 */
export async function runAutoTranslation(db: DB, config: Config, runId: number) {
  const adb = autoTranslationDb(db)
  const run = await adb
    .selectFrom('auto_translation_run')
    .selectAll()
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst()
  if (!run) return
  // A model configured when the run started may be gone after a restart.
  if (!modelConfigured(config)) {
    const missing = new TranslationFailure('model_unavailable', guestWords('en').translationModelMissing)
    return finish(db, runId, 'failed', failureOf(missing))
  }
  try {
    const input = { ...run, target_locales: run.target_locales as Locale[] } as AutoTranslationInput
    const plan = await plannedTranslations(db, input)
    await adb.deleteFrom('auto_translation_failure').where('run_id', '=', runId).execute()
    await adb
      .updateTable('auto_translation_run')
      .set({ status: 'running', total: plan.length, done: 0, failed: 0 })
      .where('id', '=', runId)
      .execute()
    let source = { service_id: 0, text: undefined as TourText | undefined }
    for (const { service_id, locale } of plan) {
      // The plan is ordered by product: its source texts are read once, fresh, for all its languages.
      if (source.service_id !== service_id)
        source = { service_id, text: await sourceText(db, input, service_id) }
      try {
        if (!source.text) throw new Error(`the ${input.source_locale} texts are gone`)
        const text = await translateTexts(config, input.source_locale, locale, source.text)
        await writeMachineTranslation(db, service_id, locale, text, input.overwrite)
        await count(db, runId, 'done')
      } catch (error) {
        await adb
          .insertInto('auto_translation_failure')
          .values({ run_id: runId, service_id, locale, ...failureOf(error) })
          .execute()
        await count(db, runId, 'failed')
      }
    }
    await finish(db, runId, 'done', { error_code: null, error: null })
  } catch (error) {
    await finish(db, runId, 'failed', failureOf(error))
  }
}

const sourceText = (db: DB, input: AutoTranslationInput, serviceId: number) =>
  db
    .selectFrom('service_translation')
    .select(['name', 'short_description', 'description', 'meeting_point', 'highlights'])
    .where('service_id', '=', serviceId)
    .where('locale', '=', input.source_locale)
    .executeTakeFirst()

const count = (db: DB, runId: number, column: 'done' | 'failed') =>
  autoTranslationDb(db)
    .updateTable('auto_translation_run')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .where('id', '=', runId)
    .execute()

const finish = (
  db: DB,
  runId: number,
  status: 'done' | 'failed',
  failure: { error_code: AutoTranslationError | null; error: string | null },
) =>
  autoTranslationDb(db)
    .updateTable('auto_translation_run')
    .set({ status, ...failure, finished_at: new Date() })
    .where('id', '=', runId)
    .execute()

/** After a restart, every run not finished is sent again. */
export async function resumeAutoTranslations(db: DB, jobs: JobQueue) {
  const unfinished = await autoTranslationDb(db)
    .selectFrom('auto_translation_run')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .orderBy('id')
    .execute()
  for (const { id } of unfinished) await jobs.send(AUTO_TRANSLATION_QUEUE, { run_id: id }, once(id))
}
