import type { AutoTranslationInput, AutoTranslationPreview, Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** One translation a run makes: a product's texts into one language, and how many texts (fields) that is. */
export interface PlannedTranslation {
  service_id: number
  locale: Locale
  texts: number
}

/**
 * What a run translates: products with a name in the source language, into each target language where
 * the text is missing; chosen products also where a machine wrote it, and with `overwrite` where a person did.
 */
export async function plannedTranslations(db: DB, input: AutoTranslationInput) {
  const due =
    input.scope === 'missing'
      ? sql`tt.service_id is null`
      : sql`src.service_id = any(${sql.val(input.service_ids ?? [])}::int[])
          and (tt.service_id is null or tt.machine_translated or ${sql.lit(input.overwrite)})`
  const { rows } = await sql<PlannedTranslation>`
    select src.service_id, target.locale,
      (1 + (src.short_description <> '')::int + (src.description <> '')::int + (src.meeting_point <> '')::int
        + (jsonb_array_length(src.highlights) > 0)::int) as texts
    from service_translation src
    cross join unnest(${sql.val(input.target_locales)}::text[]) as target(locale)
    left join service_translation tt on tt.service_id = src.service_id and tt.locale = target.locale
    where src.locale = ${input.source_locale} and src.name <> '' and ${due}
    order by src.service_id, target.locale
  `.execute(db)
  return rows.map((row) => ({ ...row, texts: Number(row.texts) }))
}

/** The plan counted per target language, in the order the admin chose them. */
export function previewOf(
  input: AutoTranslationInput,
  plan: PlannedTranslation[],
  modelConfigured: boolean,
): AutoTranslationPreview {
  const languages = input.target_locales.map((locale) => {
    const mine = plan.filter((translation) => translation.locale === locale)
    return { locale, products: mine.length, texts: mine.reduce((sum, { texts }) => sum + texts, 0) }
  })
  return {
    model_configured: modelConfigured,
    products: new Set(plan.map((translation) => translation.service_id)).size,
    texts: languages.reduce((sum, { texts }) => sum + texts, 0),
    languages,
  }
}
