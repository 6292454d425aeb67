import { thumbnailUrl, type Locale, type ServiceCard } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'

export type IntroProduct = Pick<
  ServiceCard,
  'name' | 'images' | 'location' | 'lowest_price' | 'currency_code'
>

/**
 * The top of a product's page: its picture, its name as the page's heading, where and from what price.
 * While the product loads, its place is held so the booking panel below does not jump.
 */
export function ProductIntro({ product, lang }: { product: IntroProduct | null; lang: Locale }) {
  const { t } = useLingui()
  if (!product) {
    return (
      <Intro aria-hidden="true">
        <Placeholder />
        <h1>&nbsp;</h1>
        <Facts>&nbsp;</Facts>
      </Intro>
    )
  }
  const image = product.images[0]
  return (
    <Intro>
      {image ? (
        <img
          src={thumbnailUrl(image.url, 1200) ?? image.url}
          alt={image.alt}
          width={1200}
          height={500}
          fetchPriority="high"
        />
      ) : null}
      <h1>{product.name}</h1>
      <Facts>
        {product.location ? <span>{product.location.name}</span> : null}
        {product.lowest_price !== null ? (
          <span>
            {t`From`} <strong>{formatMoney(product.lowest_price, product.currency_code, lang)}</strong>
          </span>
        ) : null}
      </Facts>
    </Intro>
  )
}

const Intro = styled.section`
  margin-bottom: 24px;

  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 420px;
    aspect-ratio: 12 / 5;
    object-fit: cover;
    border-radius: 16px;
    margin-bottom: 16px;
  }

  h1 {
    margin: 0 0 8px;
    font-size: clamp(26px, 5vw, 36px);
    line-height: 1.2;
  }
`

const Placeholder = styled.div`
  width: 100%;
  max-height: 420px;
  aspect-ratio: 12 / 5;
  border-radius: 16px;
  margin-bottom: 16px;
  background: ${colours.border};
`

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  color: ${colours.muted};

  strong {
    color: ${colours.text};
    font-size: 20px;
  }
`
