import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'

export const LEGAL_MESSAGES = { termsNotFound: 'No terms and conditions are published yet' } as const

/** The newest terms for a country, or the general ones when the country has none of its own. */
export async function currentTerms(db: DB, countryCode: string | null) {
  const terms = await db
    .selectFrom('legal_text')
    .selectAll()
    .where('kind', '=', 'terms-and-conditions')
    .where((eb) =>
      eb.or([eb('country_code', '=', countryCode?.toUpperCase() ?? ''), eb('country_code', 'is', null)]),
    )
    .orderBy((eb) => eb('country_code', 'is not', null), 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  if (!terms) throw notFound(LEGAL_MESSAGES.termsNotFound)
  return terms
}
