/** A VEVENT's span as calendar dates: `end` is exclusive, as DTEND is. */
export interface CalendarSpan {
  start: string
  end: string
}

/** Lines with their folds undone (RFC 5545 §3.1: a line break followed by a space or tab continues it). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)

const DAY_MS = 86_400_000
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * A DATE (`20261205`) or DATE-TIME (`20261205T140000`, `…Z`) value as its calendar date. A time zone
 * (TZID) is not converted: the date is read as written, and a UTC time by its UTC date.
 */
function dateOf(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value.trim())
  if (!match) return null
  const date = `${match[1]}-${match[2]}-${match[3]}`
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date
}

/** `P3D`, `P1W`, `PT36H`…: whole days, rounding hours up. */
function daysOf(duration: string): number | null {
  const match = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration.trim())
  if (!match) return null
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0))
  const spare = hours! * 3600 + minutes! * 60 + seconds!
  return weeks! * 7 + days! + Math.ceil(spare / 86_400)
}

/** Whether the text is an iCalendar object at all (a web page answering 200 is not). */
export const isCalendar = (text: string) => /^BEGIN:VCALENDAR\s*$/im.test(text)

/**
 * The events of an iCal feed as spans of nights. Cancelled events are left out; RRULE repeats are
 * not expanded, so a repeating event closes its first occurrence only.
 */
export function readCalendarSpans(text: string): CalendarSpan[] {
  const spans: CalendarSpan[] = []
  let event: Map<string, string> | null = null
  // Components inside an event (an alarm) have properties of their own, which are not the event's.
  let nested = 0
  for (const line of unfold(text)) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const key = line.slice(0, colon).split(';')[0]!.toUpperCase()
    const value = line.slice(colon + 1)
    const component = value.trim().toUpperCase()
    if (key === 'BEGIN' && component === 'VEVENT') [event, nested] = [new Map(), 0]
    else if (key === 'END' && component === 'VEVENT') {
      const span = event && spanOf(event)
      if (span) spans.push(span)
      event = null
    } else if (!event) continue
    else if (key === 'BEGIN') nested++
    else if (key === 'END') nested--
    else if (nested === 0 && !event.has(key)) event.set(key, value)
  }
  return spans
}

function spanOf(event: Map<string, string>): CalendarSpan | null {
  if (event.get('STATUS')?.trim().toUpperCase() === 'CANCELLED') return null
  const start = dateOf(event.get('DTSTART') ?? '')
  if (!start) return null
  const duration = event.has('DURATION') ? daysOf(event.get('DURATION')!) : null
  const end = dateOf(event.get('DTEND') ?? '') ?? (duration !== null ? addDays(start, duration) : null)
  // An event on one day (no end, or ending the day it starts) still takes that day's night.
  return { start, end: end && end > start ? end : addDays(start, 1) }
}

/** The nights the spans cover from `from` (inclusive) to `until` (exclusive), sorted, once each. */
export function nightsOf(spans: CalendarSpan[], from: string, until: string): string[] {
  const nights = new Set<string>()
  for (const span of spans) {
    let night = span.start > from ? span.start : from
    const end = span.end < until ? span.end : until
    while (night < end) {
      nights.add(night)
      night = addDays(night, 1)
    }
  }
  return [...nights].sort()
}
