import type { ExpressionBuilder } from 'kysely'
import type { Database } from '../../db/schema.js'

/** Which reservations a dashboard's figures count: the supplier's products or the partner's sites. */
export type Scope = (
  eb: ExpressionBuilder<Database & { r: Database['reservation'] }, 'r'>,
) => ReturnType<typeof eb.exists>
