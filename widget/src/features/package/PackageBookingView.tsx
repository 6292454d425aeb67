import {
  ALERT_TIMEOUT_MS,
  type PackageDetail,
  type PackageRoomSelection,
  type PackageSlot,
  type PackageSlotAvailability,
} from '@jaunt/domain'
import { Alert, Button, colours, radius, Skeleton, Spinner, Stepper } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'
import { useGuestText } from '../common/useGuestText'
import { AvailabilityCalendar } from '../common/AvailabilityCalendar'
import { Muted, SectionTitle } from '../common/layout'
import { BookingFooter } from '../product/BookingFooter'
import { BookingFrame } from '../product/BookingFrame'
import { CancellationTerms } from '../product/CancellationTerms'
import { ProductAbout } from '../product/ProductAbout'
import { ProductFacts } from '../product/ProductFacts'
import type { Loadable } from '../common/useLoadable'

/** The spec's package dialog steps. */
export type PackageStep = 'guests' | 'date' | 'review'
export const PACKAGE_STEPS: readonly PackageStep[] = ['guests', 'date', 'review']

export type PackageBookingViewProps = {
  detail: Loadable<PackageDetail>
  /** Only shows the package (from the cart, or `read-only="true"`): no booking steps. */
  readOnly: boolean
  step: PackageStep
  onStep: (step: PackageStep) => void
  rooms: readonly PackageRoomSelection[]
  onRoomCount: (count: number) => void
  onRoom: (index: number, room: PackageRoomSelection) => void
  today: string
  month: string
  onMonthChange: (month: string) => void
  slots: readonly PackageSlot[] | undefined
  date: string | null
  onDate: (date: string) => void
  check: Loadable<PackageSlotAvailability> | null
  adding: boolean
  addError: string | null
  onDismissAddError: () => void
  onAdd: () => void
  /** The chosen date as the spec's display date. */
  dateText: string | null
}

/** The package dialog: who travels, when, then the server's price and Add to cart; or only the package, read-only. */
export function PackageBookingView(props: PackageBookingViewProps) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const guestText = useGuestText()
  const { detail } = props
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
  const pkg = detail.value
  const about = (
    <>
      <ProductFacts
        location={null}
        rating={pkg.rating}
        review_count={pkg.review_count}
        duration_minutes={pkg.duration_minutes}
      />
      <section>
        <SectionTitle>{t`What is included`}</SectionTitle>
        <Included>
          {pkg.nights > 0 ? <li>{t`${plural(pkg.nights, { one: '# night', other: '# nights' })}`}</li> : null}
          {pkg.components.map((component) => (
            <li key={component.id}>{component.name}</li>
          ))}
        </Included>
      </section>
      <ProductAbout product={pkg} />
    </>
  )
  if (props.readOnly) {
    return (
      <BookingFrame title={pkg.name} subtitle={pkg.location?.name}>
        <Column>{about}</Column>
      </BookingFrame>
    )
  }
  const stepIndex = PACKAGE_STEPS.indexOf(props.step)
  const stepNames: Record<PackageStep, string> = {
    guests: t`Guests`,
    date: t`Date`,
    review: t`Price and book`,
  }
  const check = props.check
  const total =
    check?.state === 'ready' && check.value.available
      ? money(check.value.price, check.value.currency_code)
      : null
  const footer =
    props.step === 'review' ? (
      <BookingFooter
        total={total}
        hint={t`Checking the price…`}
        pricing={check?.state === 'loading'}
        canAdd={check?.state === 'ready' && check.value.available}
        adding={props.adding}
        onAdd={props.onAdd}
      />
    ) : (
      <StepActions>
        {stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => props.onStep(PACKAGE_STEPS[stepIndex - 1] ?? 'guests')}>
            {t`Back`}
          </Button>
        ) : (
          <span />
        )}
        <Button
          size="large"
          disabled={props.step === 'date' && !props.date}
          onClick={() => props.onStep(PACKAGE_STEPS[stepIndex + 1] ?? 'review')}
        >
          {t`Continue`}
        </Button>
      </StepActions>
    )
  return (
    <BookingFrame title={pkg.name} subtitle={pkg.location?.name} footer={footer}>
      <Steps aria-label={t`Steps`}>
        {PACKAGE_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === props.step ? 'step' : undefined}
            data-done={index < stepIndex}
          >
            <span>{index + 1}</span> {stepNames[step]}
          </li>
        ))}
      </Steps>
      {props.step === 'guests' ? (
        <Column>
          <Stepper
            label={t`Rooms`}
            value={props.rooms.length}
            min={1}
            max={6}
            onChange={props.onRoomCount}
            decreaseLabel={t`Fewer rooms`}
            increaseLabel={t`More rooms`}
          />
          {props.rooms.map((room, index) => (
            <RoomBox key={index}>
              <strong>{t`Room ${index + 1}`}</strong>
              <Stepper
                label={t`Adults`}
                value={room.adult}
                min={1}
                max={6}
                onChange={(adult) => props.onRoom(index, { ...room, adult })}
                decreaseLabel={t`Fewer adults in room ${index + 1}`}
                increaseLabel={t`More adults in room ${index + 1}`}
              />
              <Stepper
                label={t`Children`}
                value={room.child}
                min={0}
                max={6}
                onChange={(child) => props.onRoom(index, { ...room, child })}
                decreaseLabel={t`Fewer children in room ${index + 1}`}
                increaseLabel={t`More children in room ${index + 1}`}
              />
            </RoomBox>
          ))}
          <Divider />
          {about}
        </Column>
      ) : props.step === 'date' ? (
        <Column>
          <SectionTitle>{t`Choose a start date`}</SectionTitle>
          <AvailabilityCalendar
            month={props.month}
            onMonthChange={props.onMonthChange}
            days={props.slots}
            today={props.today}
            selected={props.date}
            onSelect={props.onDate}
          />
          {props.date ? (
            <SlotPrices
              slot={props.slots?.find((slot) => slot.date === props.date)}
              currency={pkg.currency_code}
            />
          ) : (
            <Muted>{t`Start dates are marked in the calendar.`}</Muted>
          )}
        </Column>
      ) : (
        <Column>
          <Review>
            <div>
              <Muted>{t`Start date`}</Muted>
              <strong>{props.dateText}</strong>
            </div>
            <div>
              <Muted>{t`Guests`}</Muted>
              <strong>
                {guestText({
                  adults: props.rooms.reduce((sum, room) => sum + room.adult, 0),
                  children: props.rooms.reduce((sum, room) => sum + room.child, 0),
                })}
                {' · '}
                {t`${plural(props.rooms.length, { one: '# room', other: '# rooms' })}`}
              </strong>
            </div>
          </Review>
          {check?.state === 'loading' ? <Spinner label={t`Checking the price…`} /> : null}
          {check?.state === 'error' ? <Alert tone="error">{check.message}</Alert> : null}
          {check?.state === 'ready' && !check.value.available ? (
            <Alert tone="warning">
              {check.value.message ?? t`This package cannot be booked for these guests on this date.`}
            </Alert>
          ) : null}
          {check?.state === 'ready' && check.value.available && check.value.remaining <= 5 ? (
            <Muted>{t`${plural(check.value.remaining, { one: 'Only # place left', other: 'Only # places left' })}`}</Muted>
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
          {pkg.cancellation_policy?.length ? (
            <section>
              <SectionTitle>{t`Cancellation`}</SectionTitle>
              <CancellationTerms policy={pkg.cancellation_policy} serviceType={pkg.service_type} />
            </section>
          ) : null}
        </Column>
      )}
    </BookingFrame>
  )
}

function SlotPrices({ slot, currency }: { slot: PackageSlot | undefined; currency: string }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  if (!slot) return null
  return (
    <Muted>
      {t`${money(slot.adult_price, currency)} per adult, ${money(slot.child_price, currency)} per child`}
    </Muted>
  )
}

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  font-size: 14px;
  color: ${colours.muted};

  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }

  li + li::before {
    content: '';
    width: 24px;
    height: 1px;
    background: ${colours.border};
  }

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    border: 1.5px solid ${colours.border};
    font-weight: 700;
    font-size: 12px;
  }

  li[aria-current='step'] {
    color: ${colours.text};
    font-weight: 700;
  }

  li[aria-current='step'] span,
  li[data-done='true'] span {
    border-color: ${colours.primary};
    background: ${colours.primary};
    color: ${colours.onPrimary};
  }
`

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 640px;
`

const RoomBox = styled.div`
  padding: 12px 16px;
  border-radius: ${radius.box};
  background: var(--jaunt-roomtype-background-color, #f3f6fa);
`

const Included = styled.ul`
  margin: 0;
  padding-left: 20px;
`

const Review = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;

  div {
    display: flex;
    flex-direction: column;
    padding: 12px 14px;
    border-radius: ${radius.control};
    background: var(--jaunt-roomtype-background-color, #f3f6fa);
  }
`

const StepActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`

const Divider = styled.hr`
  width: 100%;
  margin: 8px 0;
  border: 0;
  border-top: 1px solid ${colours.border};
`
