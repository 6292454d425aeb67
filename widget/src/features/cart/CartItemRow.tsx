import type { CartReservation } from '@jaunt/domain'
import { colours, IconButton, radius, Spinner, Tag, TrashIcon } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { useDisplayDate } from '../../locale/useDisplayDate'
import { Price } from '../common/layout'
import { nightsOf } from '../hotel/stayDates'
import { useGuestTypeLabel } from '../product/guestTypeLabel'
import { CommentField } from './CommentField'
import { useGuestText } from '../common/useGuestText'

export type CartItemRowProps = {
  item: CartReservation
  /** The cart's currency, for an item that does not name its own. */
  cartCurrency: string | null
  imageUrl?: string | undefined
  removing: boolean
  onRemove: () => void
  onComment: (comments: string) => Promise<void>
}

/** One booked item: what, when, for whom, the price, and whether it can still be booked. */
export function CartItemRow({
  item,
  cartCurrency,
  imageUrl,
  removing,
  onRemove,
  onComment,
}: CartItemRowProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const date = useDisplayDate()
  const guestType = useGuestTypeLabel()
  const guests = useGuestText()
  const currency = item.currency_code ?? cartCurrency
  const amount = (value: number) => (currency ? money(value, currency) : String(value))
  const start = item.start_date ? date(item.start_date) : ''
  const nights =
    item.start_date && item.end_date
      ? t`${plural(nightsOf(item.start_date, item.end_date), { one: '# night', other: '# nights' })}`
      : null
  const when = [
    item.end_date ? `${start} – ${date(item.end_date)}` : start,
    nights,
    item.start_time?.slice(0, 5),
  ]
    .filter(Boolean)
    .join(' · ')
  const invalid = item.status === false
  return (
    <Item aria-busy={removing} $invalid={invalid}>
      <Top>
        {imageUrl ? <Thumb src={imageUrl} alt="" loading="lazy" /> : <Thumb as="div" />}
        <Text>
          <Name>{item.serviceable_name}</Name>
          {item.option_name && item.option_name !== item.serviceable_name ? (
            <Line>{item.option_name}</Line>
          ) : null}
          <Line>{when}</Line>
        </Text>
        <IconButton
          onClick={onRemove}
          disabled={removing}
          aria-label={t`Remove ${item.serviceable_name}`}
          title={t`Remove ${item.serviceable_name}`}
        >
          {removing ? <Spinner size={16} label={t`Removing…`} /> : <TrashIcon size={18} />}
        </IconButton>
      </Top>
      <Details>
        {item.ticket_lines?.map((line) => (
          <li key={line.type}>
            <span>
              {line.count} × {guestType(line.type)}
            </span>
            <span>{amount(line.cost)}</span>
          </li>
        ))}
        {item.hotel_reserved_items.map((room, index) => (
          <li key={index}>
            <span>
              {room.room_type_name ? (
                <Chosen>{[room.room_type_name, room.rate_plan_name].filter(Boolean).join(' · ')}</Chosen>
              ) : null}
              {t`${plural(room.num_of_rooms, { one: '# room', other: '# rooms' })}`} ·{' '}
              {guests({ adults: room.num_of_adults, children: room.num_of_children })}
            </span>
          </li>
        ))}
      </Details>
      <Bottom>
        {invalid ? <Tag $tone="danger">{t`Invalid cart item!`}</Tag> : <span />}
        <Price>{amount(item.price)}</Price>
      </Bottom>
      <CommentField initial={item.comments ?? ''} onSave={onComment} />
    </Item>
  )
}

export const Item = styled.li<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 0;
  ${({ $invalid }) => ($invalid ? `box-shadow: inset 3px 0 0 ${colours.danger}; padding-left: 10px;` : '')}

  & + & {
    border-top: 1px solid ${colours.border};
  }

  &[aria-busy='true'] {
    opacity: 0.55;
  }
`

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;

  & > button {
    flex: none;
    margin: -6px -8px 0 auto;
  }
`

export const Thumb = styled.img`
  flex: none;
  width: 52px;
  height: 52px;
  border-radius: ${radius.control};
  object-fit: cover;
  background: ${colours.subtle};
`

const Text = styled.div`
  min-width: 0;
`

const Name = styled.div`
  font-weight: 700;
  font-size: 14px;
  line-height: 1.3;
`

const Line = styled.div`
  font-size: 13px;
  color: ${colours.muted};
`

const Details = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;

  &:empty {
    display: none;
  }

  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
`

export const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`

const Chosen = styled.span`
  display: block;
  font-weight: 600;
`
