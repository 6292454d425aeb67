import { describe, expect, it } from 'vitest'
import { addDays, addMonths, lastDayOfMonth, monthWeeks } from './calendarDates'

describe('calendar dates', () => {
  it('lays out a month in weeks starting on Monday', () => {
    // June 2026 starts on a Monday; March 2026 on a Sunday.
    expect(monthWeeks('2026-06')[0]).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ])
    const march = monthWeeks('2026-03')
    expect(march[0]).toEqual([null, null, null, null, null, null, '2026-03-01'])
    expect(march.at(-1)?.filter(Boolean).at(-1)).toBe('2026-03-31')
  })

  it('steps over month and year ends, and across the DST change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29')
  })
})
