import { productDuration, type ProductDetail } from '@jaunt/domain'
import { ClockIcon, colours, PinIcon, StarIcon } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'

export type ProductFactsProps = Pick<
  ProductDetail,
  'rating' | 'review_count' | 'duration_minutes' | 'location'
>

/** Where, how long and how liked, on one line. */
export function ProductFacts({ rating, review_count, duration_minutes, location }: ProductFactsProps) {
  const { t } = useLingui()
  const { languageTag } = useFormatters()
  const length = productDuration(duration_minutes)
  const duration =
    length?.unit === 'days'
      ? t`${plural(length.days, { one: '# day', other: '# days' })}`
      : (length?.text ?? null)
  return (
    <Facts>
      {location ? (
        <Fact>
          <PinIcon size={16} />
          {location.name}
        </Fact>
      ) : null}
      {duration ? (
        <Fact>
          <ClockIcon size={16} />
          <span>
            <Hidden>{t`Duration`}: </Hidden>
            {duration}
          </span>
        </Fact>
      ) : null}
      {review_count > 0 ? (
        <Fact title={t`Rated ${rating} out of 5 by ${review_count} guests`}>
          <StarIcon size={16} />
          <span>
            {rating.toLocaleString(languageTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            {` (${review_count})`}
          </span>
        </Fact>
      ) : null}
    </Facts>
  )
}

// Muted is about as light as 14px text may go (5.2:1 on white): nothing in it, such as the review
// count, is dimmed further.
const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  font-size: 14px;
  color: ${colours.muted};
`

const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;

  & > svg {
    flex: none;
  }
`

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`
