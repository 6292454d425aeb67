import { productPagePath, thumbnailUrl, type Locale, type ServiceCard } from '@jaunt/domain'
import { colours, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { Link } from '../routing/navigation'
import { SectionTitle } from './SectionTitle'
import type { SectionProps } from './sectionProps'

/** Chosen products of the site's catalogue, each a link to its own page (crawlable, no widget needed). */
export function ProductGrid({
  section,
  lang,
  first = false,
}: SectionProps<'product-grid'> & { first?: boolean }) {
  return (
    <section>
      <SectionTitle>{section.title}</SectionTitle>
      <Grid>
        {section.products.map((product, index) => (
          <li key={product.id}>
            <ProductLink product={product} lang={lang} eager={first && index < 2} />
          </li>
        ))}
      </Grid>
    </section>
  )
}

export function ProductLink({
  product,
  lang,
  eager,
}: {
  product: ServiceCard
  lang: Locale
  /** Near the top of the page: the picture loads at once (it is likely the largest thing painted). */
  eager: boolean
}) {
  const { t, i18n } = useLingui()
  const image = product.images[0]
  const price =
    product.lowest_price === null
      ? null
      : new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: product.currency_code }).format(
          product.lowest_price,
        )
  return (
    <Card to={productPagePath(lang, product.service_type, product.id)}>
      {image ? (
        <img
          src={thumbnailUrl(image.url, 480) ?? image.url}
          alt=""
          width={400}
          height={260}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
      ) : null}
      <div>
        <strong>{product.name}</strong>
        {product.location ? <span>{product.location.name}</span> : null}
        {price ? (
          <span>
            {t`From`} {price}
          </span>
        ) : null}
      </div>
    </Card>
  )
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
`

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${colours.border};
  border-radius: ${radius.box};
  background: ${colours.box};
  color: ${colours.text};
  text-decoration: none;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 400 / 260;
    object-fit: cover;
  }

  div {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 12px 16px 16px;
  }

  strong {
    font-size: 17px;
  }

  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`
