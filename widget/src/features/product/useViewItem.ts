import type { ProductDetail } from '@jaunt/domain'
import { useEffect, useRef } from 'react'
import { useEmit } from '../../site/WidgetContext'
import { itemOfProduct } from './cartItems'

/** Tells the page once that the guest is looking at this product. */
export function useViewItem(product: ProductDetail | undefined) {
  const emit = useEmit()
  const seen = useRef<number | null>(null)
  useEffect(() => {
    if (!product || seen.current === product.id) return
    seen.current = product.id
    const item = itemOfProduct(product)
    emit('jaunt:view-item', { currency: product.currency_code, value: item.price, items: [item] })
  }, [product, emit])
}
