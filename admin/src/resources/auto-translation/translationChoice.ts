import {
  autoTranslationInputSchema,
  type AutoTranslationInput,
  type AutoTranslationScope,
  type Locale,
} from '@jaunt/domain'

/** The form's values: the products' ids are typed as "12, 48, 301". */
export interface TranslationChoice {
  source_locale: Locale
  target_locales?: Locale[]
  scope: AutoTranslationScope
  service_ids?: string
  overwrite?: boolean
}

/** The call's body from the form's values; the source language is never one of its own targets. */
export function inputOf(choice: TranslationChoice): AutoTranslationInput {
  const chosen = choice.scope === 'services'
  const ids = (choice.service_ids ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
  return {
    source_locale: choice.source_locale,
    target_locales: (choice.target_locales ?? []).filter((locale) => locale !== choice.source_locale),
    scope: choice.scope,
    // A word that is no id leaves none, so the field says what it needs.
    service_ids: chosen ? (ids.every((id) => Number.isInteger(id) && id > 0) ? ids : []) : null,
    overwrite: chosen && Boolean(choice.overwrite),
  }
}

/** The route's own checks, each message under the form field it concerns (a target's under the targets). */
export function choiceErrors(choice: TranslationChoice): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of autoTranslationInputSchema.safeParse(inputOf(choice)).error?.issues ?? [])
    errors[String(issue.path[0] ?? 'root')] ??= issue.message
  return errors
}
