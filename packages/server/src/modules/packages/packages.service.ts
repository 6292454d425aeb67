import {
  cartTotal,
  ServiceType,
  type Locale,
  type PackageDetail,
  type PackageSlot,
  type PackageSlotAvailability,
  type PackageSlotRequest,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import {
  findBookableService,
  productDetail,
  type ContentLocale,
} from '../catalogue/product-detail.service.js'
import { CARD_COLUMNS, filteredServices } from '../search/search.query.js'
import { toCards } from '../search/search.service.js'
import { counted, guestWords } from '../../lib/guest-words/index.js'
import { packageComponentFacts } from './component-facts.js'
import { packageDateOpen } from './package-booking-rules.js'
import { packageDay } from './composition.js'

const PACKAGES = [ServiceType.Packages] as const
const FEW_LEFT = 3

export async function packageDetail(db: DB, id: number, locale: ContentLocale): Promise<PackageDetail> {
  const detail = await productDetail(db, id, PACKAGES, locale)
  const components = await db
    .selectFrom('package_component')
    .select(['service_id', 'nights'])
    .where('package_id', '=', id)
    .orderBy('day_offset')
    .execute()
  const ids = components.map((component) => component.service_id)
  const rows = ids.length
    ? await filteredServices(db, { serviceIds: ids }, locale).select(CARD_COLUMNS).execute()
    : []
  const cards = await toCards(db, rows, locale)
  return {
    ...detail,
    nights: components.reduce((sum, component) => sum + component.nights, 0),
    components: ids.flatMap((serviceId) => cards.filter((card) => card.id === serviceId)),
  }
}

/** Package departures, open for sale after today in the package's local time and within its booking rules. */
const packageSlots = (db: DB, packageId: number) =>
  db
    .selectFrom('package_slot as ps')
    .innerJoin('service as s', 's.id', 'ps.package_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select([
      'ps.id',
      'ps.date',
      'ps.adult_price',
      'ps.child_price',
      sql<number>`greatest(ps.allotment - ps.booked - ps.held, 0)::int`.as('remaining'),
      packageDateOpen.as('open'),
    ])
    .where('ps.package_id', '=', packageId)

export async function availablePackageSlots(
  db: DB,
  id: number,
  from: string,
  to: string,
): Promise<PackageSlot[]> {
  const service = await findBookableService(db, id, PACKAGES)
  const [slots, components] = await Promise.all([
    packageSlots(db, id).where('ps.date', '>=', from).where('ps.date', '<=', to).orderBy('ps.date').execute(),
    packageComponentFacts(db, id, from, to),
  ])
  const now = new Date()
  return slots.map((slot) => {
    const own = { name: service.product_code, places: slot.open ? slot.remaining : 0 }
    const remaining = packageDay(own, components, slot.date, now).places
    return {
      date: slot.date,
      remaining,
      adult_price: Number(slot.adult_price),
      child_price: Number(slot.child_price),
      status: remaining === 0 ? 'sold-out' : remaining <= FEW_LEFT ? 'few-left' : 'available',
    }
  })
}

export interface PackageSlotCheck extends PackageSlotAvailability {
  slotId: number | null
}

/** Whether a package can be booked on a date for these guests, priced from the package's own slot. */
export async function checkPackageSlot(
  db: DB,
  request: PackageSlotRequest,
  locale: Locale,
): Promise<PackageSlotCheck> {
  const words = guestWords(locale)
  const service = await findBookableService(db, request.package_id, PACKAGES)
  const [found, components] = await Promise.all([
    packageSlots(db, request.package_id).where('ps.date', '=', request.date).executeTakeFirst(),
    packageComponentFacts(db, request.package_id, request.date, request.date),
  ])
  // A slot whose services cannot take a guest that day has no places, whatever its own allotment says.
  const slot = found && {
    ...found,
    remaining: packageDay(
      { name: service.product_code, places: found.remaining },
      components,
      found.date,
      new Date(),
    ).places,
  }
  const guests = request.adult + request.child
  const roomGuests = request.rooms.reduce((sum, room) => sum + room.adult + room.child, 0)
  const price = slot
    ? cartTotal([request.adult * Number(slot.adult_price), request.child * Number(slot.child_price)])
    : 0
  const message = !slot
    ? words.noPackageDeparture
    : !slot.open
      ? words.dateClosed
      : slot.remaining < guests
        ? slot.remaining === 0
          ? words.packageSoldOut
          : counted(words.packagePlacesLeft, slot.remaining, locale)
        : request.rooms.length > 0 && roomGuests !== guests
          ? words.roomsDoNotMatch
          : null
  return {
    available: message === null,
    message,
    remaining: slot?.open ? slot.remaining : 0,
    price,
    currency_code: service.currency_code,
    slotId: slot?.id ?? null,
  }
}
