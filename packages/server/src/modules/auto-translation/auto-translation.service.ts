import {
  AUTO_TRANSLATION_MESSAGES,
  type AutoTranslationInput,
  type AutoTranslationRun,
  type AutoTranslationRunDetail,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { once, type JobQueue } from '../../lib/job-queue.js'
import { modelConfigured } from '../../lib/llm.js'
import { plannedTranslations, previewOf } from './auto-translation.plan.js'
import { autoTranslationDb } from './auto-translation.tables.js'

export const AUTO_TRANSLATION_QUEUE = 'auto-translation'
export const RUN_SORT_FIELDS = ['id', 'created_at', 'status'] as const

export async function previewAutoTranslation(db: DB, config: Config, input: AutoTranslationInput) {
  return previewOf(input, await plannedTranslations(db, input), modelConfigured(config))
}

/** Records the run and queues its job; without a language model there is nothing to run it with. */
export async function startAutoTranslation(
  db: DB,
  config: Config,
  jobs: JobQueue | null,
  user: AppUser,
  input: AutoTranslationInput,
) {
  if (!modelConfigured(config)) throw new ApiError(409, (words) => words.translationModelMissing)
  const total = (await plannedTranslations(db, input)).length
  const { id } = await autoTranslationDb(db)
    .insertInto('auto_translation_run')
    .values({
      requested_by: user.id,
      source_locale: input.source_locale,
      target_locales: input.target_locales,
      scope: input.scope,
      service_ids: input.scope === 'services' ? (input.service_ids ?? []) : null,
      overwrite: input.overwrite,
      total,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await jobs?.send(AUTO_TRANSLATION_QUEUE, { run_id: id }, once(id))
  return getAutoTranslationRun(db, id)
}

const runs = (db: DB) =>
  autoTranslationDb(db)
    .selectFrom('auto_translation_run as r')
    .leftJoin('app_user as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.requested_by',
      'u.name as requested_by_name',
      'r.source_locale',
      'r.target_locales',
      'r.scope',
      'r.service_ids',
      'r.overwrite',
      'r.status',
      'r.done',
      'r.failed',
      'r.total',
      'r.error_code',
      'r.error',
      'r.created_at',
      'r.finished_at',
    ])

type Row = Awaited<ReturnType<ReturnType<typeof runs>['executeTakeFirstOrThrow']>>
const recordOf = (row: Row) =>
  ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }) as AutoTranslationRun

export async function listAutoTranslationRuns(
  db: DB,
  query: {
    status?: AutoTranslationRun['status'] | undefined
    range: [number, number]
    sort: [(typeof RUN_SORT_FIELDS)[number], 'ASC' | 'DESC']
  },
) {
  const filtered = runs(db).$if(query.status !== undefined, (q) => q.where('r.status', '=', query.status!))
  const [count, rows] = await Promise.all([
    filtered
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    filtered
      .orderBy(`r.${query.sort[0]}`, query.sort[1] === 'ASC' ? 'asc' : 'desc')
      .orderBy('r.id', 'desc')
      .offset(query.range[0])
      .limit(query.range[1] - query.range[0] + 1)
      .execute(),
  ])
  return { data: rows.map(recordOf), total: count.n }
}

/** A run with the translations that failed, each product named in English (its code when it has none). */
export async function getAutoTranslationRun(db: DB, id: number): Promise<AutoTranslationRunDetail> {
  const row = await runs(db).where('r.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(AUTO_TRANSLATION_MESSAGES.runNotFound)
  const failures = await autoTranslationDb(db)
    .selectFrom('auto_translation_failure as f')
    .innerJoin('service as s', 's.id', 'f.service_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', 'en'),
    )
    .select([
      'f.service_id',
      sql<string>`coalesce(t.name, s.product_code)`.as('service_name'),
      'f.locale',
      sql<string>`coalesce(f.error_code, 'unexpected')`.as('error_code'),
      'f.error',
    ])
    .where('f.run_id', '=', id)
    .orderBy('f.id')
    .execute()
  return { ...recordOf(row), failures } as AutoTranslationRunDetail
}
