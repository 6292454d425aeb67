import { addMonths, Calendar, colours, monthOf, type CalendarDay } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import styled from 'styled-components'
import { useFormatters } from '../../locale/LocaleContext'

/** A day's availability as the calendars show it (tour departures, package start dates). */
export type DayAvailability = {
  date: string
  status: 'available' | 'few-left' | 'sold-out'
  remaining: number
}

/** How far ahead the calendars go. */
export const BOOKING_HORIZON_MONTHS = 12

export type AvailabilityCalendarProps = {
  month: string
  onMonthChange: (month: string) => void
  /** The days that have something to book; undefined while they load. */
  days: readonly DayAvailability[] | undefined
  today: string
  selected: string | null
  onSelect: (date: string) => void
}

/** A month of bookable days: others are greyed out, sold-out days struck through, few-left ones dotted. */
export function AvailabilityCalendar({
  month,
  onMonthChange,
  days,
  today,
  selected,
  onSelect,
}: AvailabilityCalendarProps) {
  const { t } = useLingui()
  const { languageTag } = useFormatters()
  const byDate = useMemo(() => new Map(days?.map((day) => [day.date, day])), [days])
  const dayInfo = useCallback(
    (date: string): CalendarDay => {
      const day = byDate.get(date)
      if (date < today || !day) return { disabled: true }
      if (day.status === 'sold-out') return { disabled: true, mark: 'sold-out' }
      if (day.status === 'few-left') return { mark: 'few-left', note: t`${day.remaining} left` }
      return {}
    },
    [byDate, today, t],
  )
  const labels = useMemo(
    () => ({
      previousMonth: t`Previous month`,
      nextMonth: t`Next month`,
      fewLeft: t`Few left`,
      soldOut: t`Sold out`,
      unavailable: t`Not available`,
    }),
    [t],
  )
  const nothingThisMonth =
    days !== undefined && !days.some((day) => day.status !== 'sold-out' && day.date >= today)
  return (
    <div>
      <Calendar
        month={month}
        onMonthChange={onMonthChange}
        dayInfo={dayInfo}
        selected={selected}
        onSelect={onSelect}
        languageTag={languageTag}
        labels={labels}
        minMonth={monthOf(today)}
        maxMonth={addMonths(monthOf(today), BOOKING_HORIZON_MONTHS)}
        busy={days === undefined}
      />
      <Legend>
        <span>
          <FewDot aria-hidden="true" /> {t`Few left`}
        </span>
        <span>
          <Struck aria-hidden="true">12</Struck> {t`Sold out`}
        </span>
      </Legend>
      {nothingThisMonth ? (
        <Empty role="status">{t`Nothing to book this month. Try the next one.`}</Empty>
      ) : null}
    </div>
  )
}

const Legend = styled.div`
  display: flex;
  gap: 16px;
  margin-top: 6px;
  font-size: 13px;
  color: ${colours.muted};

  & > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`

const FewDot = styled.span`
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${colours.warning};
`

// The legend's own text colour, not the disabled grey of the days it stands for: as text it must be legible.
const Struck = styled.span`
  text-decoration: line-through;
`

const Empty = styled.p`
  margin: 8px 0 0;
  font-size: 14px;
  color: ${colours.muted};
`
