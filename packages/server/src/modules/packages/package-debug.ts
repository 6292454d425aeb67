import { MESSAGES, ServiceType, type PackageDebugDay } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { packageComponentFacts } from './component-facts.js'
import { packageDay } from './composition.js'

/** Why a package can or cannot be sold on a date, from the same rules the guest side applies. */
export async function debugPackageDay(db: DB, id: number, date: string): Promise<PackageDebugDay> {
  const pack = await db
    .selectFrom('service')
    .select('product_code')
    .where('id', '=', id)
    .where('service_type', '=', ServiceType.Packages)
    .executeTakeFirst()
  if (!pack) throw notFound(MESSAGES.packageNotFound)
  const slot = await db
    .selectFrom('package_slot')
    .select(['allotment', 'booked', 'held'])
    .where('package_id', '=', id)
    .where('date', '=', date)
    .executeTakeFirst()
  const own = slot ? Math.max(0, slot.allotment - slot.booked - slot.held) : 0
  const components = await packageComponentFacts(db, id, date, date)
  const day = packageDay({ name: pack.product_code, places: own }, components, date, new Date())
  return {
    ...day,
    bookable: day.bookable && !!slot,
    reason: slot ? day.reason : `${pack.product_code} does not start on ${date}`,
    components: day.components.map(({ refusal, serviceId, ...component }) => ({
      ...component,
      service_id: serviceId,
      rule: refusal?.rule ?? null,
    })),
  }
}
