import { bookingKindOf, type ProductRef } from '../../site/products'
import { useCall } from '../../site/useCall'
import { useWidget } from '../../site/WidgetContext'
import { fetchProductDetail, type AnyProductDetail } from './productDetail'

/** The product's data, fetched once per page and locale and shared by the card and its dialog. */
export function useProductDetail<T extends AnyProductDetail = AnyProductDetail>(product: ProductRef | null) {
  const siteId = useWidget().store.getState().site.id
  return useCall(product ? ['product', bookingKindOf(product.type), product.id, siteId] : null, (http) =>
    product
      ? (fetchProductDetail(http, product, siteId) as Promise<T>)
      : Promise.reject(new Error('no product')),
  )
}
