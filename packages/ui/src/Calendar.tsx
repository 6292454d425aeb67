import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import styled, { css } from 'styled-components'
import { IconButton } from './Button'
import { addDays, addMonths, dateOf, monthOf, monthWeeks } from './calendarDates'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { colours, focusRing } from './tokens'

export type CalendarDayMark = 'few-left' | 'sold-out'

export type CalendarDay = {
  /** Cannot be chosen (no departure, in the past, closed); still reachable by keyboard, and announced. */
  disabled?: boolean
  mark?: CalendarDayMark | null
  /** Read out with the date, e.g. "3 left". */
  note?: string
}

export type CalendarLabels = {
  previousMonth: string
  nextMonth: string
  fewLeft: string
  soldOut: string
  unavailable: string
}

export type CalendarProps = {
  /** The month shown, `yyyy-MM`. */
  month: string
  onMonthChange: (month: string) => void
  dayInfo: (date: string) => CalendarDay
  /** The chosen day, or a stay from → to. */
  selected?: string | null
  range?: { from: string; to: string | null } | null
  onSelect: (date: string) => void
  /** For the month and weekday names, e.g. `de` or `en-GB`. */
  languageTag: string
  labels: CalendarLabels
  /** Months outside [minMonth, maxMonth] cannot be shown. */
  minMonth?: string
  maxMonth?: string
  /** 1 = Monday (the spec's), 0 = Sunday. */
  weekStartsOn?: 0 | 1
  /** Availability is on its way: days show but cannot be chosen yet. */
  busy?: boolean
}

/**
 * A month of days to pick from. Arrow keys move by day and week, Home/End to the week's ends,
 * Page Up/Down by month; Enter or Space picks. Sold-out and few-left days carry a mark.
 */
export function Calendar({
  month,
  onMonthChange,
  dayInfo,
  selected,
  range,
  onSelect,
  languageTag,
  labels,
  minMonth,
  maxMonth,
  weekStartsOn = 1,
  busy = false,
}: CalendarProps) {
  const weeks = useMemo(() => monthWeeks(month, weekStartsOn), [month, weekStartsOn])
  const names = useMemo(() => weekdayNames(languageTag, weekStartsOn), [languageTag, weekStartsOn])
  const title = useMemo(() => monthTitle(month, languageTag), [month, languageTag])
  const fullDate = useMemo(
    () => new Intl.DateTimeFormat(languageTag, { dateStyle: 'full', timeZone: 'UTC' }),
    [languageTag],
  )
  const [focused, setFocused] = useState<string | null>(null)
  const grid = useRef<HTMLTableElement>(null)
  const moveFocus = useRef(false)

  const canGoBack = !minMonth || month > minMonth
  const canGoForward = !maxMonth || month < maxMonth
  const days = weeks.flat().filter((day): day is string => day !== null)
  const anchor = focused && monthOf(focused) === month ? focused : pickAnchor(days, selected, range, dayInfo)

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${anchor}"]`)?.focus()
  }, [anchor])

  function focusDay(date: string) {
    const target = monthOf(date)
    if ((minMonth && target < minMonth) || (maxMonth && target > maxMonth)) return
    moveFocus.current = true
    setFocused(date)
    if (target !== month) onMonthChange(target)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const weekday = (dateOf(date).getUTCDay() - weekStartsOn + 7) % 7
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => shiftMonth(date, -1),
      PageDown: () => shiftMonth(date, 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    focusDay(move())
  }

  return (
    <Wrap>
      <Head>
        <IconButton
          aria-label={labels.previousMonth}
          title={labels.previousMonth}
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <MonthTitle aria-live="polite">{title}</MonthTitle>
        <IconButton
          aria-label={labels.nextMonth}
          title={labels.nextMonth}
          disabled={!canGoForward}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Head>
      <Grid ref={grid} role="grid" aria-label={title} aria-busy={busy}>
        <thead>
          <tr>
            {names.map(({ short, long }) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`empty-${index}`} />
                const info = dayInfo(date)
                const unavailable = busy || Boolean(info.disabled)
                const isSelected = date === selected || date === range?.from || date === range?.to
                const inRange = Boolean(range?.to && range.from < date && date < range.to)
                const state =
                  info.mark === 'sold-out' ? labels.soldOut : info.mark === 'few-left' ? labels.fewLeft : null
                const spoken = [
                  fullDate.format(dateOf(date)),
                  state,
                  info.note,
                  unavailable && !state ? labels.unavailable : null,
                ]
                  .filter(Boolean)
                  .join(', ')
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected}>
                    <Day
                      type="button"
                      data-date={date}
                      tabIndex={date === anchor ? 0 : -1}
                      aria-label={spoken}
                      aria-pressed={isSelected}
                      aria-disabled={unavailable}
                      $selected={isSelected}
                      $inRange={inRange}
                      $mark={info.mark ?? null}
                      $unavailable={unavailable}
                      onClick={() => {
                        setFocused(date)
                        if (!unavailable) onSelect(date)
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      <span>{Number(date.slice(8))}</span>
                      {info.mark === 'few-left' ? <Dot aria-hidden="true" /> : null}
                    </Day>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Wrap>
  )
}

function shiftMonth(date: string, months: number): string {
  const target = addMonths(monthOf(date), months)
  const day = Math.min(Number(date.slice(8)), Number(addDays(`${addMonths(target, 1)}-01`, -1).slice(8)))
  return `${target}-${String(day).padStart(2, '0')}`
}

function pickAnchor(
  days: string[],
  selected: string | null | undefined,
  range: { from: string; to: string | null } | null | undefined,
  dayInfo: (date: string) => CalendarDay,
): string {
  const chosen = [selected, range?.from].find((date) => date && days.includes(date))
  return chosen ?? days.find((date) => !dayInfo(date).disabled) ?? days[0] ?? ''
}

function weekdayNames(languageTag: string, weekStartsOn: 0 | 1) {
  const short = new Intl.DateTimeFormat(languageTag, { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(languageTag, { weekday: 'long', timeZone: 'UTC' })
  // 2024-01-01 was a Monday; 2023-12-31 a Sunday.
  const start = weekStartsOn === 1 ? '2024-01-01' : '2023-12-31'
  return Array.from({ length: 7 }, (_, index) => {
    const day = dateOf(addDays(start, index))
    return { short: short.format(day), long: long.format(day) }
  })
}

function monthTitle(month: string, languageTag: string): string {
  const text = new Intl.DateTimeFormat(languageTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dateOf(`${month}-01`))
  return text.charAt(0).toLocaleUpperCase(languageTag) + text.slice(1)
}

const Wrap = styled.div`
  width: 100%;
  max-width: 360px;
`

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 4px;
`

const MonthTitle = styled.div`
  font-weight: 700;
  font-size: 16px;
`

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: 4px 0 6px;
    font-size: 12px;
    font-weight: 600;
    color: ${colours.muted};
    text-align: center;
    text-transform: capitalize;
  }

  td {
    padding: 2px;
    text-align: center;
  }
`

const Day = styled.button<{
  $selected: boolean
  $inRange: boolean
  $mark: CalendarDayMark | null
  $unavailable: boolean
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 44px;
  aspect-ratio: 1;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colours.text};
  font: inherit;
  font-size: 15px;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, ${colours.primary} 10%, transparent);
  }

  ${({ $unavailable }) =>
    $unavailable &&
    css`
      color: ${colours.disabled};
      cursor: not-allowed;
      &:hover {
        background: transparent;
      }
    `}

  ${({ $mark }) =>
    $mark === 'sold-out' &&
    css`
      text-decoration: line-through;
    `}

  ${({ $inRange }) =>
    $inRange &&
    css`
      border-radius: 8px;
      background: color-mix(in srgb, ${colours.primary} 12%, transparent);
    `}

  ${({ $selected }) =>
    $selected &&
    css`
      background: ${colours.primary};
      color: ${colours.onPrimary};
      font-weight: 700;
      &:hover {
        background: ${colours.primary};
      }
    `}

  ${focusRing}
`

const Dot = styled.span`
  position: absolute;
  bottom: 5px;
  left: 50%;
  width: 5px;
  height: 5px;
  margin-left: -2.5px;
  border-radius: 50%;
  background: ${colours.warning};
`
