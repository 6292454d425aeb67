import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from './index'

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('formats an amount in the currency and the locale', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50')
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €')
    expect(plain(formatMoney(99, 'NOK', 'no'))).toBe('99,00 kr')
  })
})

describe('formatDate', () => {
  it('shows a calendar date as that day in every time zone', () => {
    expect(formatDate('2026-03-09', 'en')).toBe('Mon, Mar 09, 2026')
    expect(formatDate('2026-03-09', 'en', 'numeric')).toBe('09/03/2026')
    expect(formatDate('2026-03-09', 'de', 'numeric')).toBe('09.03.2026')
  })

  it('shows an instant in the given time zone', () => {
    const lateEvening = new Date('2026-03-09T23:30:00Z')
    expect(formatDate(lateEvening, 'en', 'numeric', 'UTC')).toBe('09/03/2026')
    expect(formatDate(lateEvening, 'en', 'numeric', 'Europe/Oslo')).toBe('10/03/2026')
  })
})
