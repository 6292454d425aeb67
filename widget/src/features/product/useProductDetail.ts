import { bookingKindOf, type ProductRef } from '../../site/products'
import { useCall } from '../../site/useCall'
import { fetchProductDetail, type AnyProductDetail } from './productDetail'

/** The product's data, fetched once per page and locale and shared by the card and its dialog. */
export function useProductDetail<T extends AnyProductDetail = AnyProductDetail>(product: ProductRef | null) {
  return useCall(product ? ['product', bookingKindOf(product.type), product.id] : null, (http) =>
    product ? (fetchProductDetail(http, product) as Promise<T>) : Promise.reject(new Error('no product')),
  )
}
