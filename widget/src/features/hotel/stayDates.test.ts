import { describe, expect, it } from 'vitest'
import { canPickStayDay, latestCheckOut, nightsOf, pickStayDay } from './stayDates'

const full = new Set(['2026-06-05'])

describe('picking a stay', () => {
  it('takes check-in, then check-out', () => {
    const withCheckIn = pickStayDay({ checkIn: null, checkOut: null }, '2026-06-02', full)
    expect(withCheckIn).toEqual({ checkIn: '2026-06-02', checkOut: null })
    expect(pickStayDay(withCheckIn, '2026-06-04', full)).toEqual({
      checkIn: '2026-06-02',
      checkOut: '2026-06-04',
    })
    expect(nightsOf('2026-06-02', '2026-06-04')).toBe(2)
  })

  it('ends a stay on a full day at the latest, since that day cannot be a night', () => {
    expect(latestCheckOut('2026-06-02', full)).toBe('2026-06-05')
    const stay = { checkIn: '2026-06-02', checkOut: null }
    expect(pickStayDay(stay, '2026-06-05', full)).toEqual({ checkIn: '2026-06-02', checkOut: '2026-06-05' })
    expect(pickStayDay(stay, '2026-06-07', full)).toEqual({ checkIn: '2026-06-07', checkOut: null })
    expect(canPickStayDay(stay, '2026-06-06', full, '2026-06-01')).toBe(false)
  })

  it('does not start a stay on a full day or in the past, and keeps stays to 30 nights', () => {
    expect(pickStayDay({ checkIn: null, checkOut: null }, '2026-06-05', full)).toEqual({
      checkIn: null,
      checkOut: null,
    })
    expect(canPickStayDay({ checkIn: null, checkOut: null }, '2026-05-31', full, '2026-06-01')).toBe(false)
    expect(latestCheckOut('2026-07-01', new Set())).toBe('2026-07-31')
  })
})
