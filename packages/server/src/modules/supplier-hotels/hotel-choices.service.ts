import type { Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { translate } from '../catalogue/translate.js'

/** Features with the most popular first (guests look for those), and the policies the supplier may use. */
export async function hotelChoices(db: DB, supplierId: number, locale: Locale) {
  const [features, policies] = await Promise.all([
    db
      .selectFrom('feature')
      .select(['id', 'name', 'most_popular'])
      .orderBy('most_popular', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cancellation_policy')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', supplierId)]))
      .orderBy('id')
      .execute(),
  ])
  return {
    features: features.map((feature) => ({ ...feature, name: translate(feature.name, locale) })),
    cancellation_policies: policies,
  }
}

export const listChannelManagers = (db: DB) =>
  db.selectFrom('channel_manager').select(['id', 'code', 'name']).orderBy('name').execute()
