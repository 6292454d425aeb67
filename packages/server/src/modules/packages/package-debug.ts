import { MESSAGES, ServiceType, type Locale, type PackageDebugDay } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { guestWords } from '../../lib/guest-words/index.js'
import { packageComponentFacts } from './component-facts.js'
import { packageDay } from './composition.js'

/**
 * Why a package can or cannot be sold on a date, from the same rules the guest side applies; the
 * reasons are in the request's language (the guest-side words a hold would use), dates stay ISO.
 */
export async function debugPackageDay(
  db: DB,
  id: number,
  date: string,
  locale: Locale,
): Promise<PackageDebugDay> {
  const words = guestWords(locale)
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
  const blocked = day.components.find((component) => component.reason !== null)
  const reason = !slot
    ? words.noPackageDeparture
    : day.reason === null
      ? null
      : blocked
        ? words.packageServiceSoldOut(blocked.name, blocked.date)
        : words.packageServiceSoldOut(pack.product_code, date)
  return {
    ...day,
    bookable: day.bookable && !!slot,
    reason,
    components: day.components.map(({ refusal, serviceId, ...component }) => ({
      ...component,
      reason: component.reason === null ? null : words.packageServiceSoldOut(component.name, component.date),
      service_id: serviceId,
      rule: refusal?.rule ?? null,
    })),
  }
}
