import { describe, expect, it } from 'vitest'
import {
  DISPLAY_DATE_FORMAT,
  SHORT_DATE_FORMAT,
  WEEK_STARTS_ON,
  formatDisplayDate,
  formatShortDate,
  parseCalendarDate,
  startOfJauntWeek,
} from './dates'

describe('date formats', () => {
  it('are the spec formats in date-fns tokens', () => {
    expect(DISPLAY_DATE_FORMAT).toBe('EEE, MMM dd yyyy')
    expect(SHORT_DATE_FORMAT).toBe('dd/MM/yyyy')
    expect(WEEK_STARTS_ON).toBe(1)
  })
})

describe('parseCalendarDate', () => {
  it('reads an ISO date as the local calendar day, not UTC midnight', () => {
    // vitest.config.ts runs the tests west of Greenwich, where UTC midnight is the day before.
    expect(new Date('2025-06-02').getDate()).toBe(1)
    const day = parseCalendarDate('2025-06-02')
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 5, 2, 0])
  })

  it('passes Date objects through', () => {
    const date = new Date(2025, 0, 1)
    expect(parseCalendarDate(date)).toBe(date)
  })
})

describe('formatDisplayDate', () => {
  it('formats in English by default', () => {
    expect(formatDisplayDate('2025-06-02')).toBe('Mon, Jun 02 2025')
    expect(formatDisplayDate(new Date(2024, 11, 25))).toBe('Wed, Dec 25 2024')
  })

  it('uses the locale for day and month names', () => {
    expect(formatDisplayDate('2025-06-02', 'de')).toBe('Mo., Juni 02 2025')
    expect(formatDisplayDate('2025-06-02', 'en')).toBe('Mon, Jun 02 2025')
  })

  it('gives an empty text for an unreadable date', () => {
    expect(formatDisplayDate('not a date')).toBe('')
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('')
  })
})

describe('formatShortDate', () => {
  it('formats day first', () => {
    expect(formatShortDate('2025-06-02')).toBe('02/06/2025')
    expect(formatShortDate('2025-13-45')).toBe('')
  })
})

describe('startOfJauntWeek', () => {
  it('starts the week on Monday', () => {
    expect(formatShortDate(startOfJauntWeek('2025-06-08'))).toBe('02/06/2025') // a Sunday
    expect(formatShortDate(startOfJauntWeek('2025-06-02'))).toBe('02/06/2025') // a Monday
    expect(formatShortDate(startOfJauntWeek('2025-06-04'))).toBe('02/06/2025')
  })

  it('starts at midnight', () => {
    expect(startOfJauntWeek(new Date(2025, 5, 4, 15, 30)).getHours()).toBe(0)
  })
})
