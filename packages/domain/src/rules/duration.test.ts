import { describe, expect, it } from 'vitest'
import { durationInDaysOrHours, durationText, durationUnit } from './duration'

describe('durationText', () => {
  it.each([
    [{ days: 1, hours: 2, minutes: 30 }, '1d 2h 30m'],
    [{ hours: 2, minutes: 0 }, '2h'],
    [{ hours: 0, minutes: 45 }, '45m'],
    [{ days: 1, hours: 0, minutes: 0 }, '1d'],
    [{ days: 3, hours: 0, minutes: 15 }, '3d 15m'],
    [{ days: null, hours: 23, minutes: 59 }, '23h 59m'],
    [{ hours: 0, minutes: 0 }, '0m'],
  ])('renders %o as %s', (duration, text) => {
    expect(durationText(duration)).toBe(text)
  })

  it.each([
    [{ days: 0, hours: 1, minutes: 0 }],
    [{ days: -1, hours: 1, minutes: 0 }],
    [{ days: 1.5, hours: 1, minutes: 0 }],
    [{ hours: 24, minutes: 0 }],
    [{ hours: -1, minutes: 0 }],
    [{ hours: 1, minutes: 60 }],
    [{ hours: 1, minutes: -5 }],
    [{ hours: 1.5, minutes: 0 }],
    [{ hours: Number.NaN, minutes: 0 }],
    [{ hours: 1, minutes: Number.POSITIVE_INFINITY }],
  ])('renders invalid %o as 00:00', (duration) => {
    expect(durationText(duration)).toBe('00:00')
  })
})

describe('durationUnit', () => {
  it('shows up to 3 days in hours and longer in days', () => {
    expect(durationUnit(2)).toBe('hours')
    expect(durationUnit(72)).toBe('hours')
    expect(durationUnit(72.5)).toBe('days')
  })
})

describe('durationInDaysOrHours', () => {
  it('keeps short durations in hours', () => {
    expect(durationInDaysOrHours(5)).toEqual({ value: 5, unit: 'hours' })
    expect(durationInDaysOrHours(72)).toEqual({ value: 72, unit: 'hours' })
    expect(durationInDaysOrHours(0)).toEqual({ value: 0, unit: 'hours' })
  })

  it('turns long durations into days, rounded to one decimal', () => {
    expect(durationInDaysOrHours(96)).toEqual({ value: 4, unit: 'days' })
    expect(durationInDaysOrHours(80)).toEqual({ value: 3.3, unit: 'days' })
  })

  it('gives null for a negative or non-finite length', () => {
    expect(durationInDaysOrHours(-1)).toBeNull()
    expect(durationInDaysOrHours(Number.NaN)).toBeNull()
    expect(durationInDaysOrHours(Number.POSITIVE_INFINITY)).toBeNull()
  })
})
