import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'

export const LEGAL_MESSAGES = {
  termsNotFound: 'No terms and conditions are published yet',
  privacyNotFound: 'No privacy policy is published yet',
} as const

export type LegalTextKind = 'terms-and-conditions' | 'privacy-policy'

/** The newest terms for a country, or the general ones when the country has none of its own. */
export const currentTerms = (db: DB, countryCode: string | null) =>
  currentLegalText(db, 'terms-and-conditions', countryCode)

/** The newest text of a kind for a country, or the general one when the country has none of its own. */
export async function currentLegalText(db: DB, kind: LegalTextKind, countryCode: string | null) {
  const terms = await db
    .selectFrom('legal_text')
    .selectAll()
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([eb('country_code', '=', countryCode?.toUpperCase() ?? ''), eb('country_code', 'is', null)]),
    )
    .orderBy((eb) => eb('country_code', 'is not', null), 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  if (!terms)
    throw notFound(kind === 'privacy-policy' ? LEGAL_MESSAGES.privacyNotFound : LEGAL_MESSAGES.termsNotFound)
  return terms
}
