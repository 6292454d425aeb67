import type { Locale, PackageCartItem } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { checkPackageSlot } from '../packages/packages.service.js'
import { soldOut } from './cart.errors.js'
import { assertPackageSoldOnSite, settleCurrency } from './cart.store.js'

export async function addPackageItem(
  trx: DB,
  cart: { id: number; currency_code: string | null; site_id: number | null },
  item: PackageCartItem,
  locale: Locale,
) {
  await assertPackageSoldOnSite(trx, cart.site_id, item.package_id)
  const check = await checkPackageSlot(trx, item, locale)
  if (!check.available || check.slotId === null)
    throw soldOut((w) => check.message ?? w.packageCannotBeBooked)
  await settleCurrency(trx, cart, check.currency_code)
  await trx
    .insertInto('reserved_package')
    .values({
      cart_id: cart.id,
      package_id: item.package_id,
      package_slot_id: check.slotId,
      date: item.date,
      adults: item.adult,
      children: item.child,
      rooms: JSON.stringify(item.rooms),
      price: check.price,
      currency_code: check.currency_code,
    })
    .execute()
}
