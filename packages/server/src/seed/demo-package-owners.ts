import { sql } from 'kysely'
import type { DB } from '../db/database.js'

/**
 * Each demo package belongs to the first partner site that sells it, with the dates it starts on as
 * its settings, so partners find the demo's packages on their Packages page.
 */
export async function seedPackageOwners(trx: DB) {
  await sql`
    insert into package_site (package_id, site_id, date_from, date_to, nights, places)
    select s.id,
      (select min(sc.site_id) from site_catalogue sc where sc.service_id = s.id),
      (select min(ps.date) from package_slot ps where ps.package_id = s.id),
      (select max(ps.date) from package_slot ps where ps.package_id = s.id),
      coalesce((select sum(pc.nights) from package_component pc where pc.package_id = s.id), 1),
      coalesce((select max(ps.allotment) from package_slot ps where ps.package_id = s.id), 20)
    from service s
    where s.service_type = 7
      and exists (select 1 from site_catalogue sc where sc.service_id = s.id)
    on conflict (package_id) do nothing
  `.execute(trx)
}
