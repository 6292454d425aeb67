import { describe, expect, it } from 'vitest'
import { checkPersonalInfo, cleanPersonalInfo, EMPTY_PERSONAL_INFO } from './personalInfo'

const ada = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: '912 34 567',
  area_code: '+47',
  country: 'NO',
}

describe('checkPersonalInfo', () => {
  it('accepts complete details', () => {
    expect(checkPersonalInfo(ada)).toEqual({})
  })

  it('names every missing field', () => {
    expect(checkPersonalInfo(EMPTY_PERSONAL_INFO)).toEqual({
      first_name: 'missing',
      last_name: 'missing',
      email: 'missing',
      area_code: 'missing',
      phone_number: 'missing',
      country: 'missing',
    })
    expect(checkPersonalInfo({ ...ada, first_name: '   ' })).toEqual({ first_name: 'missing' })
  })

  it('accepts a real number as people write it, also typed in full with its country', () => {
    expect(checkPersonalInfo({ ...ada, area_code: '+49', phone_number: '151 2345 6789' })).toEqual({})
    expect(checkPersonalInfo({ ...ada, phone_number: '+49 151 2345 6789' })).toEqual({})
    // Its own prefix names the country: no area code needs choosing.
    expect(checkPersonalInfo({ ...ada, area_code: '', phone_number: '+49 151 2345 6789' })).toEqual({})
  })

  it('refuses a number that cannot exist under its area code', () => {
    expect(checkPersonalInfo({ ...ada, phone_number: '123 45' })).toEqual({ phone_number: 'invalid' })
  })

  it('names fields that are filled in wrongly', () => {
    expect(
      checkPersonalInfo({ ...ada, email: 'ada@example', phone_number: '12', area_code: '47', country: 'XX' }),
    ).toEqual({ email: 'invalid', phone_number: 'invalid', area_code: 'invalid', country: 'invalid' })
    expect(checkPersonalInfo({ ...ada, phone_number: 'call me' })).toEqual({ phone_number: 'invalid' })
    expect(checkPersonalInfo({ ...ada, phone_number: '1234567890123456' })).toEqual({
      phone_number: 'invalid',
    })
  })
})

describe('cleanPersonalInfo', () => {
  it('trims the details and keeps only the digits of the phone number', () => {
    expect(
      cleanPersonalInfo({ ...ada, first_name: ' Ada ', phone_number: '(912) 34-567', country: 'no' }),
    ).toEqual({ ...ada, phone_number: '91234567' })
  })

  it('sends a number typed in full under its own area code', () => {
    expect(cleanPersonalInfo({ ...ada, phone_number: '+49 151 2345 6789' })).toEqual({
      ...ada,
      area_code: '+49',
      phone_number: '15123456789',
    })
  })
})
