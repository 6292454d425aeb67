import { getHotel, getPackage, getTour, type HttpClient } from '@jaunt/api-client'
import type { HotelDetail, PackageDetail, TourDetail } from '@jaunt/domain'
import { bookingKindOf, type ProductRef } from '../../site/products'

export type AnyProductDetail = TourDetail | HotelDetail | PackageDetail

/** A product's page data from the call that fits its type. */
export function fetchProductDetail(
  http: HttpClient,
  product: ProductRef,
  siteId: number,
): Promise<AnyProductDetail> {
  const kind = bookingKindOf(product.type)
  if (kind === 'hotel') return getHotel(http, product.id, { siteId })
  if (kind === 'package') return getPackage(http, product.id, { siteId })
  return getTour(http, product.id, { siteId })
}
