import { randomUUID } from 'node:crypto'
import { ReservationStatus } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { cartNotFound, refused } from './cart.errors.js'
import { isSoldOnSite } from '../catalogue/site-catalogue.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The cart of `cartRef`, if the ref is well formed and known; `lock` holds it to the transaction's end. */
function cartByRef(db: DB, cartRef: string, lock: boolean) {
  if (!UUID.test(cartRef)) return Promise.resolve(undefined)
  const query = db.selectFrom('cart').selectAll().where('cart_ref', '=', cartRef)
  return (lock ? query.forUpdate() : query).executeTakeFirst()
}

export async function findCart(db: DB, cartRef: string) {
  const cart = await cartByRef(db, cartRef, false)
  if (!cart) throw cartNotFound()
  return cart
}

/** The cart of `cartRef`, locked for the rest of the transaction. */
export async function findCartForUpdate(trx: DB, cartRef: string) {
  const cart = await cartByRef(trx, cartRef, true)
  if (!cart) throw cartNotFound()
  return cart
}

/** An existing open cart, or a new one when the guest has none yet (or an unknown ref). */
export async function openCart(trx: DB, cartRef: string | undefined, siteId: number | null) {
  const cart = cartRef ? await cartByRef(trx, cartRef, true) : undefined
  if (cart) {
    await assertOpen(trx, cart.id)
    return cart
  }
  return trx
    .insertInto('cart')
    .values({ cart_ref: randomUUID(), site_id: siteId })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Once any item is held or booked, the cart belongs to checkout and takes no more changes. */
export async function assertOpen(db: DB, cartId: number) {
  const [settled] = await Promise.all([
    db
      .selectFrom('reservation')
      .select('id')
      .where('cart_id', '=', cartId)
      .where('status', '!=', ReservationStatus.InCart)
      .union(
        db
          .selectFrom('reserved_package')
          .select('id')
          .where('cart_id', '=', cartId)
          .where('status', '!=', ReservationStatus.InCart),
      )
      .executeTakeFirst(),
  ])
  if (settled) throw refused((w) => w.cartClosed)
}

/** A cart has one currency: the first item sets it (on `cart` too); other currencies are refused. */
export async function settleCurrency(
  trx: DB,
  cart: { id: number; currency_code: string | null },
  currency: string,
) {
  const cartCurrency = cart.currency_code
  if (cartCurrency && cartCurrency !== currency) {
    const items = await trx
      .selectFrom('reservation')
      .select('id')
      .where('cart_id', '=', cart.id)
      .executeTakeFirst()
    const packages = await trx
      .selectFrom('reserved_package')
      .select('id')
      .where('cart_id', '=', cart.id)
      .executeTakeFirst()
    if (items || packages) throw refused((w) => w.currencyMismatch(cartCurrency, currency))
  }
  await trx
    .updateTable('cart')
    .set({ currency_code: currency, updated_at: new Date() })
    .where('id', '=', cart.id)
    .execute()
  cart.currency_code = currency
}

export async function assertSoldOnSite(trx: DB, siteId: number | null, serviceId: number) {
  if (!siteId) return
  if (!(await isSoldOnSite(trx, siteId, serviceId))) throw refused((w) => w.notOnSite)
}

/** A site sells the packages it made (`package_site`) besides any its catalogue lists. */
export async function assertPackageSoldOnSite(trx: DB, siteId: number | null, packageId: number) {
  if (!siteId) return
  const own = await trx
    .selectFrom('package_site')
    .select('package_id')
    .where('site_id', '=', siteId)
    .where('package_id', '=', packageId)
    .executeTakeFirst()
  if (!own) await assertSoldOnSite(trx, siteId, packageId)
}
