import type { ServiceCard } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { SectionTitle } from '../common/layout'
import { ProductCard } from './ProductCard'

export type ProductRecommendationsProps = {
  products: readonly ServiceCard[]
  imageUrl: (url: string | undefined) => string | undefined
  onOpen: (product: ServiceCard) => void
}

/** "You may also like": the products the supplier recommends beside this one. */
export function ProductRecommendations({ products, imageUrl, onOpen }: ProductRecommendationsProps) {
  const { t } = useLingui()
  if (products.length === 0) return null
  return (
    <section aria-label={t`You may also like`}>
      <SectionTitle>{t`You may also like`}</SectionTitle>
      <Grid>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            state="ready"
            product={{
              ...product,
              imageUrl: imageUrl(product.images[0]?.url),
              imageAlt: product.images[0]?.alt,
            }}
            actionLabel={t`View details`}
            onAction={() => onOpen(product)}
          />
        ))}
      </Grid>
    </section>
  )
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
`
