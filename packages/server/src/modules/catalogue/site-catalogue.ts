import type { DB } from '../../db/database.js'

/** Whether the site sells the product (it is in the site's catalogue). */
export async function isSoldOnSite(db: DB, siteId: number, serviceId: number): Promise<boolean> {
  const listed = await db
    .selectFrom('site_catalogue')
    .select('service_id')
    .where('site_id', '=', siteId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst()
  return listed !== undefined
}
