import { mediaUrl } from '@jaunt/api-client'
import type { ProductDetail, ServiceCard } from '@jaunt/domain'
import { CheckIcon, colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { productTypeOf } from '../../site/products'
import { useContext } from 'react'
import { WidgetContext } from '../../site/WidgetContext'
import { SectionTitle } from '../common/layout'
import { ProductRecommendations } from './ProductRecommendations'

/** The supplier's own sections of the page, then the features it offers. */
function AboutExtras({ product }: { product: Pick<ProductDetail, 'custom_sections' | 'features'> }) {
  const { t } = useLingui()
  return (
    <>
      {product.custom_sections.map((section) => (
        <section key={section.id} aria-label={section.title}>
          <SectionTitle>{section.title}</SectionTitle>
          {/* The server sanitised this HTML when it was saved and again when it was read. */}
          <Rich dangerouslySetInnerHTML={{ __html: section.body }} />
        </section>
      ))}
      {product.features.length > 0 ? (
        <section aria-label={t`Features`}>
          <SectionTitle>{t`Features`}</SectionTitle>
          <Features>
            {product.features.map((feature) => (
              <li key={feature.id}>
                <CheckIcon size={16} />
                {feature.name}
              </li>
            ))}
          </Features>
        </section>
      ) : null}
    </>
  )
}

/**
 * The recommendations of an open product; a card's button opens that product's dialog, so outside
 * the element shell (a story) there are none.
 */
function RecommendedProducts({ products }: { products: readonly ServiceCard[] }) {
  const widget = useContext(WidgetContext)
  if (!widget || products.length === 0) return null
  const { store, owner, config } = widget
  return (
    <ProductRecommendations
      products={products}
      imageUrl={(url) => mediaUrl(config.apiBase, url)}
      onOpen={(card) =>
        store.getState().openProduct(owner, { type: productTypeOf(card.service_type), id: card.id })
      }
    />
  )
}

type Extras = Pick<ProductDetail, 'custom_sections' | 'features' | 'recommendations'>

/** What the supplier added on the activity's settings pages: `about` below the description, or its recommendations. */
export default function ProductExtras({
  product,
  part,
}: {
  product: Extras
  part: 'about' | 'recommendations'
}) {
  return part === 'about' ? (
    <AboutExtras product={product} />
  ) : (
    <RecommendedProducts products={product.recommendations} />
  )
}

const Rich = styled.div`
  font-size: 15px;

  & > :first-child {
    margin-top: 0;
  }
`

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 6px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }

  svg {
    flex: none;
    color: ${colours.success};
  }
`
