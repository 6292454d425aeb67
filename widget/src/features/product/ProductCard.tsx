import type { ServiceCard } from '@jaunt/domain'
import { Alert, Button, colours, radius, Skeleton } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { Price } from '../common/layout'
import { ProductFacts } from './ProductFacts'

export type ProductCardProduct = Pick<
  ServiceCard,
  | 'name'
  | 'short_description'
  | 'location'
  | 'rating'
  | 'review_count'
  | 'duration_minutes'
  | 'lowest_price'
  | 'currency_code'
> & { imageUrl?: string | undefined; imageSrcSet?: string | undefined; imageAlt?: string | undefined }

export type ProductCardProps =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready'
      product: ProductCardProduct
      /** The button's text; "Book now" on a product card. */
      actionLabel?: string
      onAction: () => void
      /** Lays the card out as a row (search results on a wide screen). */
      layout?: 'column' | 'row'
    }

/** A product at a glance: picture, name, facts, the lowest price and one action. */
export function ProductCard(props: ProductCardProps) {
  if (props.state === 'loading') return <ProductCardSkeleton />
  if (props.state === 'error') return <Alert tone="error">{props.message}</Alert>
  return <ReadyCard {...props} />
}

/** The card's shape while it loads; needs no translations, so it can stand in before they arrive. */
export function ProductCardSkeleton() {
  return (
    <Card aria-busy="true" $layout="column">
      <Picture as="div" />
      <Content>
        <Skeleton $width="70%" $height="22px" />
        <Skeleton $width="45%" />
        <Skeleton $width="90%" />
      </Content>
    </Card>
  )
}

function ReadyCard(props: Extract<ProductCardProps, { state: 'ready' }>) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const { product, actionLabel = t`Book now`, onAction, layout = 'column' } = props
  return (
    <Card $layout={layout}>
      {product.imageUrl ? (
        <Picture
          src={product.imageUrl}
          srcSet={product.imageSrcSet}
          sizes={
            product.imageSrcSet ? (layout === 'row' ? '240px' : '(max-width: 600px) 100vw, 400px') : undefined
          }
          alt={product.imageAlt ?? ''}
          loading="lazy"
        />
      ) : (
        <Picture as="div" />
      )}
      <Content>
        <Name>{product.name}</Name>
        <ProductFacts
          location={product.location}
          rating={product.rating}
          review_count={product.review_count}
          duration_minutes={product.duration_minutes}
        />
        <Description>{product.short_description}</Description>
        <Footer>
          {product.lowest_price !== null ? (
            <span>
              <From>{t`From`}</From> <Price>{money(product.lowest_price, product.currency_code)}</Price>
            </span>
          ) : (
            <span />
          )}
          <Button onClick={onAction} aria-label={`${actionLabel}: ${product.name}`}>
            {actionLabel}
          </Button>
        </Footer>
      </Content>
    </Card>
  )
}

const Card = styled.article<{ $layout: 'column' | 'row' }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${colours.border};
  border-radius: ${radius.box};
  background: ${colours.box};
  color: ${colours.text};
  height: 100%;

  ${({ $layout }) =>
    $layout === 'row' &&
    `
    @media (min-width: 720px) {
      flex-direction: row;
      & > img, & > div:first-child { width: 260px; flex: none; aspect-ratio: auto; min-height: 190px; }
    }
  `}
`

const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${colours.subtle};
`

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 1;
  padding: 16px;
  min-width: 0;
`

const Name = styled.h3`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  line-height: 1.3;
`

const Description = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${colours.muted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px 12px;
  margin-top: auto;
  padding-top: 8px;
`

const From = styled.span`
  font-size: 13px;
  color: ${colours.muted};
`
