import { de, enGB, nb } from 'date-fns/locale'
import { describe, expect, it } from 'vitest'
import { formatDisplayDate } from './dates'
import { formatDisplayDateIn } from './displayDateIn'

describe('formatDisplayDateIn', () => {
  it('shows a calendar day the same as formatDisplayDate, in the locale given', () => {
    expect(formatDisplayDateIn('2025-06-02', enGB)).toBe('Mon, Jun 02 2025')
    expect(formatDisplayDateIn('2025-06-02', enGB)).toBe(formatDisplayDate('2025-06-02', 'en'))
    expect(formatDisplayDateIn('2025-06-02', de)).toBe(formatDisplayDate('2025-06-02', 'de'))
    expect(formatDisplayDateIn('2025-06-02', nb)).toBe(formatDisplayDate('2025-06-02', 'no'))
  })

  it('reads a yyyy-MM-dd string as that local day (the tests run west of Greenwich)', () => {
    expect(formatDisplayDateIn('2025-01-01')).toBe('Wed, Jan 01 2025')
  })

  it('gives an empty text for an unreadable date', () => {
    expect(formatDisplayDateIn('not a date', enGB)).toBe('')
  })
})
