import { PriceType, ticketLineCost, type TicketAvailability, type TourTicketType } from '@jaunt/domain'
import { colours, Stepper, Tag } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { useGuestTypeLabel } from '../product/guestTypeLabel'

export type TicketListProps = {
  tickets: readonly TourTicketType[]
  counts: Readonly<Record<number, number>>
  currency: string
  onCount: (ticketId: number, count: number) => void
  /** The server's answer per ticket; a message shows under its ticket, except the minimum booking. */
  availability?: readonly TicketAvailability[] | undefined
  /** Messages shown once for the whole choice, not repeated under each ticket. */
  sharedMessages?: readonly string[]
  /** Which tickets cannot take one more (no places left for it). */
  canAdd: (ticket: TourTicketType) => boolean
  disabled?: boolean
}

/** A stepper per guest type with its price; group tickets are priced per member and say the group's size. */
export function TicketList({
  tickets,
  counts,
  currency,
  onCount,
  availability,
  sharedMessages = [],
  canAdd,
  disabled,
}: TicketListProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const guestType = useGuestTypeLabel()
  return (
    <List>
      {tickets.map((ticket) => {
        const name = guestType(ticket.type)
        const count = counts[ticket.id] ?? 0
        const isGroup = ticket.price_type === PriceType.PerGroup
        const groupDetails = { priceType: ticket.price_type, memberCount: ticket.member_count }
        const groupPrice = ticketLineCost({ price: ticket.price, count: 1, groupDetails })
        const result = availability?.find((entry) => entry.ticket_id === ticket.id)
        // The minimum is the whole choice's, not this ticket's: the dialog says it once.
        const message = result && !result.isMinimumBook ? result.message : null
        const lineCost = count > 0 ? ticketLineCost({ price: ticket.price, count, groupDetails }) : null
        return (
          <Item key={ticket.id}>
            <Stepper
              label={
                <LabelLine>
                  {name}
                  {isGroup ? <Tag $tone="primary">{t`Group of ${ticket.member_count}`}</Tag> : null}
                </LabelLine>
              }
              description={
                isGroup
                  ? t`${money(ticket.price, currency)} per person · ${money(groupPrice, currency)} per group`
                  : money(ticket.price, currency)
              }
              value={count}
              max={count + (canAdd(ticket) ? 1 : 0)}
              onChange={(value) => onCount(ticket.id, value)}
              decreaseLabel={t`Fewer ${name} tickets`}
              increaseLabel={t`More ${name} tickets`}
              disabled={disabled}
            />
            {lineCost !== null ? <LineCost>{money(lineCost, currency)}</LineCost> : null}
            {message && !sharedMessages.includes(message) ? <Message role="status">{message}</Message> : null}
          </Item>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${colours.border};
  }
`

const Item = styled.li`
  position: relative;
`

const LabelLine = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`

const LineCost = styled.div`
  margin: -6px 0 8px;
  font-size: 13px;
  color: ${colours.muted};
  text-align: end;
  font-variant-numeric: tabular-nums;
`

const Message = styled.p`
  margin: -4px 0 10px;
  font-size: 13px;
  color: ${colours.warning};
`
