import type { ProductDetail } from '@jaunt/domain'
import { CheckIcon, colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { SectionTitle } from '../common/layout'
import { Suspense } from 'react'
import { CancellationTerms } from './CancellationTerms'
import { ProductExtras } from './lazyExtras'

export type ProductAboutProps = {
  product: Pick<
    ProductDetail,
    | 'description'
    | 'highlights'
    | 'meeting_point'
    | 'cancellation_policy'
    | 'service_type'
    | 'supplier_name'
    | 'features'
    | 'custom_sections'
    | 'recommendations'
  >
  /** Leaves out the cancellation policy (hotels show it per rate plan). */
  withCancellation?: boolean
}

/**
 * What the product is: highlights, description, the supplier's own sections, features, where to
 * meet, the cancellation terms, and the products its supplier recommends.
 */
export function ProductAbout({ product, withCancellation = true }: ProductAboutProps) {
  const { t } = useLingui()
  return (
    <About>
      {product.highlights.length > 0 ? (
        <Highlights>
          {product.highlights.map((highlight) => (
            <li key={highlight}>
              <CheckIcon size={16} />
              {highlight}
            </li>
          ))}
        </Highlights>
      ) : null}
      <Text>{product.description}</Text>
      <Suspense fallback={null}>
        <ProductExtras product={product} part="about" />
      </Suspense>
      {product.meeting_point ? (
        <div>
          <SectionTitle>{t`Meeting point`}</SectionTitle>
          <Text>{product.meeting_point}</Text>
        </div>
      ) : null}
      {withCancellation && product.cancellation_policy?.length ? (
        <div>
          <SectionTitle>{t`Cancellation`}</SectionTitle>
          <CancellationTerms policy={product.cancellation_policy} serviceType={product.service_type} />
        </div>
      ) : null}
      {product.supplier_name ? <Supplier>{t`Provided by ${product.supplier_name}`}</Supplier> : null}
      <Suspense fallback={null}>
        <ProductExtras product={product} part="recommendations" />
      </Suspense>
    </About>
  )
}

const About = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 6px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li {
    display: flex;
    align-items: flex-start;
    gap: 6px;
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${colours.success};
  }
`

const Text = styled.p`
  margin: 0;
  font-size: 15px;
  white-space: pre-line;
`

const Supplier = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${colours.muted};
`
