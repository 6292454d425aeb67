import {
  ALERT_TIMEOUT_MS,
  type OptionWithDate,
  type TicketCheck,
  type TourDetail,
  type TourTicketType,
} from '@jaunt/domain'
import { Alert, Skeleton, Spinner } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { Suspense } from 'react'
import { useFormatters } from '../../locale/LocaleContext'
import { AvailabilityCalendar, type DayAvailability } from '../common/AvailabilityCalendar'
import type { Loadable } from '../common/useLoadable'
import { Muted, SectionTitle } from '../common/layout'
import { BookingFooter } from '../product/BookingFooter'
import { BookingFrame } from '../product/BookingFrame'
import { ProductAbout } from '../product/ProductAbout'
import { ProductOwnDetails } from '../product/lazyExtras'
import { ProductFacts } from '../product/ProductFacts'
import { DepartureChooser } from './DepartureChooser'
import { TicketList } from './TicketList'

export type TourBookingViewProps = {
  detail: Loadable<TourDetail>
  today: string
  month: string
  onMonthChange: (month: string) => void
  days: readonly DayAvailability[] | undefined
  date: string | null
  onDate: (date: string) => void
  options: Loadable<readonly OptionWithDate[]> | null
  optionId: number | null
  startTime: string | null
  onDeparture: (optionId: number, startTime: string) => void
  tickets: readonly TourTicketType[]
  counts: Readonly<Record<number, number>>
  onCount: (ticketId: number, count: number) => void
  canAddTicket: (ticket: TourTicketType) => boolean
  /** Places left on the chosen departure; said when they stop a ticket from being added. */
  placesLeft: number | null
  check: { result: TicketCheck | undefined; checking: boolean; error: string | null }
  adding: boolean
  addError: string | null
  onDismissAddError: () => void
  onAdd: () => void
}

/** The tour dialog: pick a date, a departure and tickets; see the server's total; add to cart. */
export function TourBookingView(props: TourBookingViewProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const { detail } = props
  if (detail.state === 'loading') {
    return (
      <BookingFrame title={t`Loading…`}>
        <Loading>
          <Spinner label={t`Loading…`} size={32} />
          <Skeleton $height="220px" />
        </Loading>
      </BookingFrame>
    )
  }
  if (detail.state === 'error') {
    return (
      <BookingFrame title={t`Something went wrong`}>
        <Alert tone="error">{detail.message}</Alert>
      </BookingFrame>
    )
  }
  const tour = detail.value
  const { check } = props
  const counted = Object.values(props.counts).some((count) => count > 0)
  const departureChosen = props.optionId !== null && props.startTime !== null
  const minimumNotMet = check.result?.tickets.some((ticket) => ticket.isMinimumBook) ?? false
  const sharedMessages = sharedTicketMessages(check.result)
  const total =
    counted && departureChosen && check.result ? money(check.result.total, check.result.currency_code) : null
  const hint = !props.date
    ? t`Choose a date`
    : !departureChosen
      ? t`Choose a departure`
      : t`Choose your tickets`
  const minimum = t`Minimum booking: ${plural(tour.min_booking, { one: '# guest', other: '# guests' })}`

  return (
    <BookingFrame
      title={tour.name}
      subtitle={tour.location?.name}
      footer={
        <BookingFooter
          total={total}
          hint={hint}
          pricing={check.checking}
          canAdd={Boolean(counted && departureChosen && check.result?.available && !check.error)}
          adding={props.adding}
          onAdd={props.onAdd}
        />
      }
    >
      <Layout>
        <Column>
          <ProductFacts
            location={null}
            rating={tour.rating}
            review_count={tour.review_count}
            duration_minutes={tour.duration_minutes}
          />
          <section>
            <SectionTitle>{t`Choose a date`}</SectionTitle>
            <AvailabilityCalendar
              month={props.month}
              onMonthChange={props.onMonthChange}
              days={props.days}
              today={props.today}
              selected={props.date}
              onSelect={props.onDate}
            />
          </section>
        </Column>
        <Column>
          <section>
            <SectionTitle>{t`Choose a departure`}</SectionTitle>
            {!props.options ? (
              <Muted>{t`Pick a date to see the departures.`}</Muted>
            ) : props.options.state === 'loading' ? (
              <Spinner label={t`Loading…`} />
            ) : props.options.state === 'error' ? (
              <Alert tone="error">{props.options.message}</Alert>
            ) : (
              <DepartureChooser
                options={props.options.value}
                selectedOptionId={props.optionId}
                selectedTime={props.startTime}
                onSelect={props.onDeparture}
              />
            )}
          </section>
          {departureChosen ? (
            <section>
              <SectionTitle>{t`Tickets`}</SectionTitle>
              {tour.min_booking > 1 && !minimumNotMet ? <Muted>{minimum}</Muted> : null}
              <TicketList
                tickets={props.tickets}
                counts={props.counts}
                currency={check.result?.currency_code ?? tour.currency_code}
                onCount={props.onCount}
                availability={check.result?.tickets}
                sharedMessages={sharedMessages}
                canAdd={props.canAddTicket}
                disabled={props.adding}
              />
              <Messages>
                {minimumNotMet ? <Alert tone="warning">{minimum}</Alert> : null}
                {props.placesLeft !== null && props.tickets.some((ticket) => !props.canAddTicket(ticket)) ? (
                  <Alert tone="info">
                    {t`${plural(props.placesLeft, { one: 'Only # place left', other: 'Only # places left' })}`}
                  </Alert>
                ) : null}
                {sharedMessages.map((message) => (
                  <Alert key={message} tone="warning">
                    {message}
                  </Alert>
                ))}
                {check.error ? <Alert tone="error">{check.error}</Alert> : null}
              </Messages>
            </section>
          ) : null}
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
      <ProductAbout product={tour} />
      {tour.details && (
        <Suspense fallback={null}>
          <ProductOwnDetails details={tour.details} currency={tour.currency_code} />
        </Suspense>
      )}
    </BookingFrame>
  )
}

/**
 * A message the server gives every counted ticket (places left, say) is shown once; the minimum
 * booking is left out, as the dialog says it in the guest's language.
 */
function sharedTicketMessages(result: TicketCheck | undefined): string[] {
  const messages =
    result?.tickets.filter((ticket) => !ticket.isMinimumBook).map((ticket) => ticket.message) ?? []
  if (messages.length < 2) return []
  const first = messages[0]
  return first && messages.every((message) => message === first) ? [first] : []
}

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
`

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 360px) minmax(0, 1fr);
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

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 8px;

  &:empty {
    display: none;
  }
`

const Divider = styled.hr`
  margin: 24px 0;
  border: 0;
  border-top: 1px solid var(--jaunt-outline-color, #d0d5dd);
`
