import { ReservationStatus, type CartItemRequest, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { findPublicSiteById } from '../partner-sites/partner-sites.service.js'
import { refused } from './cart.errors.js'
import { assertOpen, findCart, openCart } from './cart.store.js'
import { cartView } from './cart.view.js'
import { addHotelItem } from './hotel-item.js'
import { addPackageItem } from './package-item.js'
import { addTourItem } from './tour-item.js'
import { notFound } from '../../lib/errors.js'

export interface AddToCart {
  cartRef?: string
  siteId: number | null
  items: CartItemRequest[]
}

/** Adds every item or none: each is checked and priced on the server inside one transaction. */
export async function addToCart(db: DB, request: AddToCart, locale: Locale) {
  if (request.siteId) await findPublicSiteById(db, request.siteId)
  const cartRef = await db.transaction().execute(async (trx) => {
    const cart = await openCart(trx, request.cartRef, request.siteId)
    const state = { id: cart.id, currency_code: cart.currency_code, site_id: cart.site_id ?? request.siteId }
    for (const item of request.items) {
      if (item.cart_type === 'tour') await addTourItem(trx, state, item, locale)
      else if (item.cart_type === 'hotel') await addHotelItem(trx, state, item, locale)
      else await addPackageItem(trx, state, item, locale)
    }
    return cart.cart_ref
  })
  return cartView(db, cartRef, locale)
}

export async function removeReservation(db: DB, cartRef: string, reservationRef: string, locale: Locale) {
  const cart = await findCart(db, cartRef)
  await assertOpen(db, cart.id)
  const removed = await db
    .deleteFrom('reservation')
    .where('cart_id', '=', cart.id)
    .where('reservation_ref', '=', reservationRef)
    .where('status', '=', ReservationStatus.InCart)
    .executeTakeFirst()
  if (Number(removed.numDeletedRows) === 0) throw notFound((w) => w.itemNotInCart)
  return cartView(db, cartRef, locale)
}

export async function removePackage(db: DB, cartRef: string, packageId: number, locale: Locale) {
  const cart = await findCart(db, cartRef)
  await assertOpen(db, cart.id)
  const removed = await db
    .deleteFrom('reserved_package')
    .where('cart_id', '=', cart.id)
    .where('package_id', '=', packageId)
    .where('status', '=', ReservationStatus.InCart)
    .executeTakeFirst()
  if (Number(removed.numDeletedRows) === 0) throw notFound((w) => w.packageNotInCart)
  return cartView(db, cartRef, locale)
}

/** A guest's note to the supplier (dietary needs, pick-up address) on one item. */
export async function commentReservation(db: DB, reservationRef: string, comments: string) {
  const updated = await db
    .updateTable('reservation')
    .set({ comments })
    .where('reservation_ref', '=', reservationRef)
    .where('status', 'in', [ReservationStatus.InCart, ReservationStatus.Hold])
    .returning('reservation_ref')
    .executeTakeFirst()
  if (!updated) throw notFound((w) => w.itemNotInCart)
  return { reservation_ref: updated.reservation_ref, comments }
}

/** The checkout's last look: every item must still be bookable at the price in the cart. */
export async function validateItems(db: DB, cartRef: string, locale: Locale) {
  const cart = await cartView(db, cartRef, locale)
  const items = [
    ...cart.reservations.map((item) => ({
      reservation_ref: item.reservation_ref,
      package_id: null,
      status: item.status === true,
    })),
    ...cart.reserved_package.map((item) => ({
      reservation_ref: null,
      package_id: item.package_id,
      status: item.status === true,
    })),
  ]
  if (items.length === 0) throw refused((w) => w.emptyCart)
  return { valid: items.every((item) => item.status), items }
}
