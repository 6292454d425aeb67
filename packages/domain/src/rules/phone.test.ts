import { describe, expect, it } from 'vitest'
import { formatPhone, parseGuestPhone } from './phone'

describe('parseGuestPhone', () => {
  it('accepts a number typed with spaces under its area code, with or without the +', () => {
    expect(parseGuestPhone('+49', '151 2345 6789')).toEqual({ areaCode: '49', number: '15123456789' })
    expect(parseGuestPhone('47', '(412) 34-567')).toEqual({ areaCode: '47', number: '41234567' })
  })

  it('takes the country from a number typed in full, whatever area code was chosen', () => {
    expect(parseGuestPhone('+47', '+49 151 2345 6789')).toEqual({ areaCode: '49', number: '15123456789' })
    expect(parseGuestPhone('', '0049 151 2345 6789')).toEqual({ areaCode: '49', number: '15123456789' })
  })

  it('refuses what is no real number', () => {
    expect(parseGuestPhone('+47', '12')).toBeNull()
    expect(parseGuestPhone('+47', 'call me')).toBeNull()
    expect(parseGuestPhone('+47', '1234567890123456')).toBeNull()
    expect(parseGuestPhone('', '41234567')).toBeNull()
  })
})

describe('formatPhone', () => {
  it('writes one + however the area code was stored', () => {
    expect(formatPhone('+49', '15123456789')).toBe('+49 1512 3456789')
    expect(formatPhone('47', '41234567')).toBe('+47 41 23 45 67')
  })

  it('shows a number it cannot read as it was given, still with one +', () => {
    expect(formatPhone('+47', '1')).toBe('+47 1')
  })
})
