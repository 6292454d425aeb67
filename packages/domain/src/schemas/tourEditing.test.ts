import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages'
import { tourInputSchema } from './tourEditing'

const valid = {
  location_id: 3,
  currency_code: 'eur',
  duration: { days: 1, hours: 2, minutes: 30 },
  texts: { en: { name: 'Fjord cruise' } },
}

const issuesOf = (body: unknown) =>
  (tourInputSchema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])

describe('tourInputSchema, shared by the activity form and its route', () => {
  it('takes an activity with an English name, filling in the defaults', () => {
    expect(tourInputSchema.parse(valid)).toMatchObject({
      service_type: 1,
      currency_code: 'EUR',
      min_booking: 1,
      category_ids: [],
      texts: { en: { name: 'Fjord cruise', description: '', highlights: [] } },
    })
  })

  it('needs a name in English, and in any other language that has texts', () => {
    expect(issuesOf({ ...valid, texts: { de: { name: 'Fjordfahrt' } } })).toEqual([
      ['texts.en.name', MESSAGES.tourNameRequired],
    ])
    expect(issuesOf({ ...valid, texts: { en: { name: 'x' }, no: { description: 'Uten navn' } } })).toEqual([
      ['texts.no.name', MESSAGES.tourNameRequired],
    ])
    expect(issuesOf({ ...valid, texts: { en: { name: 'x' }, no: { name: null, description: '' } } })).toEqual(
      [],
    )
  })

  it('follows the duration rules: days from 1, hours 0–23, minutes 0–59, not all zero', () => {
    const duration = (value: object) => issuesOf({ ...valid, duration: value })
    expect(duration({ days: 0, hours: 1, minutes: 0 })).toEqual([['duration.days', MESSAGES.durationInvalid]])
    expect(duration({ hours: 24, minutes: 0 })).toEqual([['duration.hours', MESSAGES.durationInvalid]])
    expect(duration({ hours: 1, minutes: 60 })).toEqual([['duration.minutes', MESSAGES.durationInvalid]])
    expect(duration({ hours: 0, minutes: 0 })).toEqual([['duration.hours', MESSAGES.durationRequired]])
  })

  it('names the location and currency when they are missing', () => {
    expect(issuesOf({ ...valid, location_id: undefined, currency_code: '' })).toEqual([
      ['location_id', MESSAGES.locationRequired],
      ['currency_code', MESSAGES.currencyRequired],
    ])
  })
})
