import { describe, expect, it } from 'vitest'
import { COUNTRIES, countryOf } from './countries'

describe('countries', () => {
  it('lists each country once, with a two-letter code and a calling code', () => {
    const codes = COUNTRIES.map((country) => country.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.length).toBeGreaterThan(200)
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/)
      expect(country.callingCode).toMatch(/^\+\d{1,3}$/)
    }
  })

  it('finds a country by its code in any case', () => {
    expect(countryOf('no')).toEqual({ code: 'NO', callingCode: '+47' })
    expect(countryOf('DE')).toEqual({ code: 'DE', callingCode: '+49' })
    expect(countryOf('ZZ')).toBeUndefined()
  })
})
