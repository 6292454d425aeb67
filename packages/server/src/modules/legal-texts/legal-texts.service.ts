import { DEFAULT_LOCALE, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'

/** Partners' and suppliers' terms, the privacy policy, and the terms guests book under. */
export type LegalTextKind = 'terms-and-conditions' | 'privacy-policy' | 'terms-of-use'

/** The newest terms for a country, or the general ones when the country has none of its own. */
export const currentTerms = (db: DB, countryCode: string | null) =>
  currentLegalText(db, 'terms-and-conditions', countryCode)

/**
 * The newest text of a kind for a country (else the general one), in the page's language (else English):
 * a country's own text wins over the language.
 */
export async function currentLegalText(
  db: DB,
  kind: LegalTextKind,
  countryCode: string | null,
  locale: Locale = DEFAULT_LOCALE,
) {
  const terms = await db
    .selectFrom('legal_text')
    .selectAll()
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([eb('country_code', '=', countryCode?.toUpperCase() ?? ''), eb('country_code', 'is', null)]),
    )
    .where('locale', 'in', [locale, DEFAULT_LOCALE])
    .orderBy((eb) => eb('country_code', 'is not', null), 'desc')
    .orderBy((eb) => eb('locale', '=', locale), 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  if (!terms)
    throw notFound((words) =>
      kind === 'privacy-policy' ? words.privacyNotPublished : words.termsNotPublished,
    )
  return terms
}
