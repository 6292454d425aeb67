import { ALERT_TIMEOUT_MS, type HotelAvailability, type HotelDetail, type RoomOffer } from '@jaunt/domain'
import {
  Alert,
  Calendar,
  colours,
  GuestPicker,
  monthOf,
  addMonths,
  Skeleton,
  Spinner,
  type CalendarDay,
} from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { BOOKING_HORIZON_MONTHS } from '../common/AvailabilityCalendar'
import { Muted, SectionTitle } from '../common/layout'
import type { Loadable } from '../common/useLoadable'
import { BookingFrame } from '../product/BookingFrame'
import { ProductAbout } from '../product/ProductAbout'
import { ProductFacts } from '../product/ProductFacts'
import { RoomOffers } from './RoomOffers'
import type { Stay } from './stayDates'

export type Guests = { adults: number; children: number; rooms: number }

export type HotelBookingViewProps = {
  detail: Loadable<HotelDetail>
  today: string
  month: string
  onMonthChange: (month: string) => void
  /** Whether a day can be picked now, and if not, why (no room free). */
  dayInfo: (date: string) => CalendarDay
  stay: Stay
  onDay: (date: string) => void
  /** The stay as the spec's display dates, when both are chosen. */
  stayText: string | null
  guests: Guests
  onGuests: (guests: Guests) => void
  availability: Loadable<HotelAvailability> | null
  adding: { roomTypeId: number; ratePlanId: number } | null
  addError: string | null
  onDismissAddError: () => void
  onAdd: (room: RoomOffer, ratePlanId: number) => void
}

/** The hotel dialog: dates, guests and rooms, then room types and rate plans priced for the stay. */
export function HotelBookingView(props: HotelBookingViewProps) {
  const { t } = useLingui()
  const { languageTag } = useFormatters()
  const labels = useMemo(
    () => ({
      previousMonth: t`Previous month`,
      nextMonth: t`Next month`,
      fewLeft: t`Few left`,
      soldOut: t`No rooms free`,
      unavailable: t`Not available`,
    }),
    [t],
  )
  const { detail, guests } = props
  if (detail.state !== 'ready') {
    return (
      <BookingFrame title={detail.state === 'loading' ? t`Loading…` : t`Something went wrong`}>
        {detail.state === 'loading' ? (
          <Skeleton $height="240px" />
        ) : (
          <Alert tone="error">{detail.message}</Alert>
        )}
      </BookingFrame>
    )
  }
  const hotel = detail.value
  const setGuests = (key: keyof Guests, value: number) => props.onGuests({ ...guests, [key]: value })
  const times = [
    hotel.checkin_time ? t`Check-in from ${hotel.checkin_time}` : null,
    hotel.checkout_time ? t`check-out until ${hotel.checkout_time}` : null,
  ].filter(Boolean)
  return (
    <BookingFrame
      title={hotel.name}
      subtitle={hotel.location?.name}
      footer={
        <Summary aria-live="polite">
          {props.stayText ??
            (props.stay.checkIn ? t`Choose your check-out day` : t`Choose your check-in day`)}
          <span>
            {' · '}
            {t`${plural(guests.adults, { one: '# adult', other: '# adults' })}`}
            {guests.children > 0
              ? `, ${t`${plural(guests.children, { one: '# child', other: '# children' })}`}`
              : ''}
            {' · '}
            {t`${plural(guests.rooms, { one: '# room', other: '# rooms' })}`}
          </span>
        </Summary>
      }
    >
      <Layout>
        <Column>
          <ProductFacts
            location={null}
            rating={hotel.rating}
            review_count={hotel.review_count}
            duration_minutes={null}
          />
          <section>
            <SectionTitle>{t`Your stay`}</SectionTitle>
            <Calendar
              month={props.month}
              onMonthChange={props.onMonthChange}
              dayInfo={props.dayInfo}
              range={props.stay.checkIn ? { from: props.stay.checkIn, to: props.stay.checkOut } : null}
              onSelect={props.onDay}
              languageTag={languageTag}
              labels={labels}
              minMonth={monthOf(props.today)}
              maxMonth={addMonths(monthOf(props.today), BOOKING_HORIZON_MONTHS)}
            />
            {times.length ? <Muted>{times.join(', ')}</Muted> : null}
          </section>
          <section>
            <SectionTitle>{t`Guests and rooms`}</SectionTitle>
            <GuestPicker
              rows={[
                {
                  key: 'adults',
                  label: t`Adults`,
                  value: guests.adults,
                  min: Math.max(1, guests.rooms),
                  max: 30,
                  decreaseLabel: t`Fewer adults`,
                  increaseLabel: t`More adults`,
                },
                {
                  key: 'children',
                  label: t`Children`,
                  value: guests.children,
                  min: 0,
                  max: 20,
                  decreaseLabel: t`Fewer children`,
                  increaseLabel: t`More children`,
                },
                {
                  key: 'rooms',
                  label: t`Rooms`,
                  value: guests.rooms,
                  min: 1,
                  max: Math.min(9, guests.adults),
                  decreaseLabel: t`Fewer rooms`,
                  increaseLabel: t`More rooms`,
                },
              ]}
              onChange={setGuests}
            />
          </section>
        </Column>
        <Column>
          <SectionTitle>{t`Rooms`}</SectionTitle>
          {!props.availability ? (
            <Muted>{t`Choose your dates to see the rooms and prices.`}</Muted>
          ) : props.availability.state === 'loading' ? (
            <Spinner label={t`Loading…`} />
          ) : props.availability.state === 'error' ? (
            <Alert tone="error">{props.availability.message}</Alert>
          ) : (
            <RoomOffers
              availability={props.availability.value}
              rooms={guests.rooms}
              adding={props.adding}
              onAdd={props.onAdd}
            />
          )}
          {props.addError ? (
            <Alert
              tone="error"
              onDismiss={props.onDismissAddError}
              dismissLabel={t`Dismiss`}
              timeoutMs={ALERT_TIMEOUT_MS}
            >
              {props.addError}
            </Alert>
          ) : null}
        </Column>
      </Layout>
      <Divider />
      <ProductAbout product={hotel} withCancellation={false} />
    </BookingFrame>
  )
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 340px) minmax(0, 1fr);
  gap: 28px;

  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`

const Summary = styled.p`
  margin: 0;
  font-weight: 600;

  span {
    font-weight: 400;
    color: ${colours.muted};
  }
`

const Divider = styled.hr`
  margin: 24px 0;
  border: 0;
  border-top: 1px solid ${colours.border};
`
