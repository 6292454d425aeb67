import { describe, expect, it } from 'vitest'
import { durationOfMinutes, productDuration } from './productDuration'

describe('durationOfMinutes', () => {
  it.each([
    [150, { days: null, hours: 2, minutes: 30 }],
    [0, { days: null, hours: 0, minutes: 0 }],
    [1440 + 150, { days: 1, hours: 2, minutes: 30 }],
    [59.6, { days: null, hours: 1, minutes: 0 }],
  ])('splits %i minutes into %o', (minutes, duration) => {
    expect(durationOfMinutes(minutes)).toEqual(duration)
  })
})

describe('productDuration', () => {
  it('reads up to 3 days as days, hours and minutes', () => {
    expect(productDuration(150)).toEqual({ unit: 'text', text: '2h 30m' })
    expect(productDuration(26 * 60)).toEqual({ unit: 'text', text: '1d 2h' })
    expect(productDuration(72 * 60)).toEqual({ unit: 'text', text: '3d' })
  })

  it('reads more than 3 days in days to one decimal', () => {
    expect(productDuration(80 * 60)).toEqual({ unit: 'days', days: 3.3 })
    expect(productDuration(7 * 24 * 60)).toEqual({ unit: 'days', days: 7 })
  })

  it('is null without a length', () => {
    expect(productDuration(null)).toBeNull()
    expect(productDuration(undefined)).toBeNull()
    expect(productDuration(-5)).toBeNull()
    expect(productDuration(Number.NaN)).toBeNull()
  })
})
