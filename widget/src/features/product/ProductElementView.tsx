import { mediaUrl } from '@jaunt/api-client'
import { useLingui } from '@lingui/react/macro'
import { bookingKindOf, type ProductRef } from '../../site/products'
import { useWidget } from '../../site/WidgetContext'
import { BookingFrameProvider } from './BookingFrame'
import { OwnedDialogs } from './OwnedDialogs'
import { ProductBooking } from './ProductBooking'
import { cardPicture } from './cardPicture'
import { ProductCard } from './ProductCard'
import { useProductDetail } from './useProductDetail'

export type ProductElementProps = {
  product: ProductRef
  /** `card` (default): a card whose button opens the dialog; `inline`: the booking panel in place. */
  mode: 'card' | 'inline'
  readOnly: boolean
}

const INLINE = { kind: 'inline' } as const

/** What <jaunt-product> shows: its card and dialog, or its booking panel in place. */
export function ProductElementView({ product, mode, readOnly }: ProductElementProps) {
  if (mode === 'inline') {
    return (
      <>
        <BookingFrameProvider value={INLINE}>
          <ProductBooking product={product} readOnly={readOnly} />
        </BookingFrameProvider>
        <OwnedDialogs />
      </>
    )
  }
  return (
    <>
      <ProductCardContainer product={product} readOnly={readOnly} />
      <OwnedDialogs />
    </>
  )
}

function ProductCardContainer({ product, readOnly }: { product: ProductRef; readOnly: boolean }) {
  const { t } = useLingui()
  const { store, owner, config } = useWidget()
  const { data, error } = useProductDetail(product)
  if (error) return <ProductCard state="error" message={error.message} />
  if (!data) return <ProductCard state="loading" />
  const image = data.images[0]
  const kind = bookingKindOf(product.type)
  return (
    <ProductCard
      state="ready"
      product={{
        ...data,
        ...cardPicture(image?.url, (url) => mediaUrl(config.apiBase, url)),
        imageAlt: image?.alt,
      }}
      actionLabel={readOnly ? t`View details` : kind === 'hotel' ? t`See rooms` : t`Book now`}
      onAction={() => store.getState().openProduct(owner, product, { readOnly })}
    />
  )
}
