import {
  serviceTypeName,
  type Cart,
  type CartReservation,
  type ProductDetail,
  type ReservedPackage,
} from '@jaunt/domain'
import type { JauntItem } from '../../events'

/** A cart reservation as a GA4 item. */
export function itemOfReservation(reservation: CartReservation): JauntItem {
  return {
    item_id: reservation.serviceable_product_code || String(reservation.serviceable_id),
    item_name: reservation.serviceable_name,
    item_category: serviceTypeName(reservation.service_type),
    ...(reservation.option_name ? { item_variant: reservation.option_name } : {}),
    price: reservation.price,
    quantity: 1,
  }
}

export function itemOfPackage(reserved: ReservedPackage): JauntItem {
  return {
    item_id: String(reserved.package_id),
    item_name: reserved.name,
    item_category: 'packages',
    price: reserved.price,
    quantity: 1,
  }
}

/** Every line of a cart as GA4 items. */
export function itemsOfCart(cart: Cart | null): JauntItem[] {
  if (!cart) return []
  return [...cart.reservations.map(itemOfReservation), ...cart.reserved_package.map(itemOfPackage)]
}

/** The lines a cart has that the cart before it did not: what an add put in. */
export function itemsAdded(before: Cart | null, after: Cart): JauntItem[] {
  const refs = new Set(before?.reservations.map((item) => item.reservation_ref))
  const packages = new Set(before?.reserved_package.map((item) => item.package_id))
  return [
    ...after.reservations.filter((item) => !refs.has(item.reservation_ref)).map(itemOfReservation),
    ...after.reserved_package.filter((item) => !packages.has(item.package_id)).map(itemOfPackage),
  ]
}

/** A product page as a GA4 item, priced from its lowest price. */
export function itemOfProduct(product: ProductDetail): JauntItem {
  return {
    item_id: product.product_code || String(product.id),
    item_name: product.name,
    item_category: product.type,
    price: product.lowest_price ?? 0,
    quantity: 1,
  }
}
