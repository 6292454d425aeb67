import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { ProductLink } from './ProductGrid'
import { SectionTitle } from './SectionTitle'
import type { SectionProps } from './sectionProps'

/**
 * A destination box of the marketplace: its name, its picture as a banner, and its products (the
 * ones this site sells) in a row that scrolls sideways. Each product is a link, so it is crawlable.
 */
export function DestinationSlider({ section, lang }: SectionProps<'destination-box'>) {
  const { t } = useLingui()
  if (section.products.length === 0) return null
  return (
    <section aria-label={section.title}>
      <Banner $image={section.image}>
        <SectionTitle>{section.title}</SectionTitle>
      </Banner>
      <Row aria-label={t`Products in ${section.title}`}>
        {section.products.map((product) => (
          <li key={product.id}>
            <ProductLink product={product} lang={lang} eager={false} />
          </li>
        ))}
      </Row>
    </section>
  )
}

const Banner = styled.div<{ $image: string | null }>`
  display: flex;
  align-items: flex-end;
  min-height: ${({ $image }) => ($image ? '140px' : 'auto')};
  margin-bottom: 16px;
  padding: ${({ $image }) => ($image ? '16px' : '0')};
  border-radius: 12px;
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(transparent, rgba(0,0,0,0.6)), url("${encodeURI($image)}") center / cover`
      : 'none'};
  color: ${({ $image }) => ($image ? '#fff' : 'inherit')};

  h2 {
    margin: 0;
    color: inherit;
  }
`

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 280px);
  gap: 16px;
  margin: 0 0 32px;
  padding: 0 0 8px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  list-style: none;

  li {
    scroll-snap-align: start;
  }
`
