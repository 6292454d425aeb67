import type { Locale } from '@jaunt/domain'
import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '../../db/schema.js'

// The name in the asked language, else the English one, which every product has.
export const serviceNameIn = (locale: Locale) => sql<string>`coalesce(
  (select t.name from service_translation t where t.service_id = s.id and t.locale = ${locale}),
  (select t.name from service_translation t where t.service_id = s.id and t.locale = 'en'), '')`

/** A back-office search: the words in the product code or in the name of any language (`s` is the service). */
export function serviceWordsMatch(words: string) {
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return (eb: ExpressionBuilder<Database & { s: Database['service'] }, 's'>) =>
    eb.or([
      eb('s.product_code', 'ilike', pattern),
      eb.exists(
        eb
          .selectFrom('service_translation as t')
          .select('t.service_id')
          .whereRef('t.service_id', '=', 's.id')
          .where('t.name', 'ilike', pattern),
      ),
    ])
}
