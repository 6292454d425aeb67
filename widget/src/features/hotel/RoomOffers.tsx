import { stayPrice, type HotelAvailability, type RoomOffer } from '@jaunt/domain'
import { Button, colours, radius, Tag } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { Price } from '../common/layout'
import { CancellationTerms } from '../product/CancellationTerms'

/** Rooms left below which a room type says how many. */
export const FEW_ROOMS = 3

export type RoomOffersProps = {
  availability: HotelAvailability
  rooms: number
  /** The rate plan being added, if any. */
  adding: { roomTypeId: number; ratePlanId: number } | null
  onAdd: (room: RoomOffer, ratePlanId: number) => void
}

/** Each room type with its rate plans: the price for the stay, the cancellation terms, and why one cannot be booked. */
export function RoomOffers({ availability, rooms, adding, onAdd }: RoomOffersProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const nights = t`${plural(availability.nights, { one: '# night', other: '# nights' })}`
  const roomCount = t`${plural(rooms, { one: '# room', other: '# rooms' })}`
  if (availability.rooms.length === 0) return <Empty>{t`No rooms are offered for these dates.`}</Empty>
  return (
    <List>
      {availability.rooms.map((room) => {
        const soldOut = room.rooms_left === 0
        const tooFew = !soldOut && room.rooms_left < rooms
        return (
          <Room key={room.id}>
            <Head>
              <div>
                <RoomTitle>{room.title}</RoomTitle>
                <Fits>
                  {room.max_children > 0
                    ? t`Up to ${plural(room.max_adults, { one: '# adult', other: '# adults' })} and ${plural(room.max_children, { one: '# child', other: '# children' })}`
                    : t`Up to ${plural(room.max_adults, { one: '# adult', other: '# adults' })}`}
                </Fits>
              </div>
              {soldOut ? (
                <Tag $tone="danger">{t`Sold out for these dates`}</Tag>
              ) : room.rooms_left <= FEW_ROOMS ? (
                <Tag $tone="warning">{t`${plural(room.rooms_left, { one: 'Only # room left', other: 'Only # rooms left' })}`}</Tag>
              ) : null}
            </Head>
            <Description>{room.description}</Description>
            {!room.fits_guests ? (
              <Warning>{t`Your guests do not fit in ${roomCount} of this type.`}</Warning>
            ) : null}
            {tooFew ? <Warning>{t`Fewer rooms of this type are left than you asked for.`}</Warning> : null}
            <Plans>
              {room.rate_plans.map((plan) => {
                const bookable = plan.bookable && room.fits_guests && !soldOut && !tooFew
                const busy = adding?.roomTypeId === room.id && adding.ratePlanId === plan.rate_plan_id
                const action = busy ? t`Adding…` : t`Add to cart`
                return (
                  <Plan key={plan.rate_plan_id}>
                    <PlanText>
                      <strong>{plan.name}</strong>
                      <CancellationTerms policy={plan.cancellation_policy} serviceType={3} />
                      {!plan.bookable && plan.reason ? <Reason>{plan.reason}</Reason> : null}
                    </PlanText>
                    <PlanPrice>
                      <Price>{money(stayPrice(plan.price, rooms), availability.currency_code)}</Price>
                      <small>
                        {nights} · {roomCount}
                      </small>
                      <Button
                        disabled={!bookable || adding !== null}
                        onClick={() => onAdd(room, plan.rate_plan_id)}
                        // The name starts with the words seen on the button, so voice control finds it.
                        aria-label={`${action}: ${room.title}, ${plan.name}`}
                      >
                        {action}
                      </Button>
                    </PlanPrice>
                  </Plan>
                )
              })}
            </Plans>
          </Room>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Room = styled.li`
  padding: 16px;
  border-radius: ${radius.box};
  background: var(--jaunt-roomtype-background-color, #f3f6fa);
`

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`

const RoomTitle = styled.h3`
  margin: 0;
  font-size: 17px;
`

const Fits = styled.span`
  font-size: 13px;
  color: ${colours.muted};
`

const Description = styled.p`
  margin: 6px 0 10px;
  font-size: 14px;
`

const Warning = styled.p`
  margin: 0 0 8px;
  font-size: 13px;
  color: ${colours.warning};
`

const Plans = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Plan = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 12px;
  border-radius: ${radius.control};
  background: ${colours.box};

  & + & {
    margin-top: 8px;
  }

  @media (max-width: 520px) {
    flex-direction: column;
    align-items: stretch;
  }
`

const PlanText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

const PlanPrice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  flex: none;

  small {
    font-size: 12px;
    color: ${colours.muted};
  }
`

const Reason = styled.span`
  font-size: 13px;
  color: ${colours.danger};
`

const Empty = styled.p`
  margin: 0;
  color: ${colours.muted};
`
