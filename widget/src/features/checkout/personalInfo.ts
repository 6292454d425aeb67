import { countryOf, type CheckoutPersonalInfo } from '@jaunt/domain'

export type PersonalInfoField = keyof CheckoutPersonalInfo
export type FieldProblem = 'missing' | 'invalid'
export type FieldProblems = Partial<Record<PersonalInfoField, FieldProblem>>

export const EMPTY_PERSONAL_INFO: CheckoutPersonalInfo = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  area_code: '',
  country: '',
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
// A number as people type it: digits with spaces, dashes, dots or brackets, 4 to 15 digits in all.
const PHONE = /^[\d\s().-]+$/
const AREA_CODE = /^\+\d{1,4}$/

/** What is missing or wrong in the guest's details, field by field; empty when they can be sent. */
export function checkPersonalInfo(info: CheckoutPersonalInfo): FieldProblems {
  const problems: FieldProblems = {}
  const need = (field: PersonalInfoField, valid: (value: string) => boolean = () => true) => {
    const value = info[field].trim()
    if (!value) problems[field] = 'missing'
    else if (!valid(value)) problems[field] = 'invalid'
  }
  need('first_name')
  need('last_name')
  need('email', (value) => EMAIL.test(value))
  need('area_code', (value) => AREA_CODE.test(value))
  need('phone_number', (value) => {
    const digits = value.replace(/\D/g, '').length
    return PHONE.test(value) && digits >= 4 && digits <= 15
  })
  need('country', (value) => countryOf(value) !== undefined)
  return problems
}

/** The details as sent: trimmed, the phone number without its spacing. */
export function cleanPersonalInfo(info: CheckoutPersonalInfo): CheckoutPersonalInfo {
  return {
    first_name: info.first_name.trim(),
    last_name: info.last_name.trim(),
    email: info.email.trim(),
    phone_number: info.phone_number.replace(/[^\d]/g, ''),
    area_code: info.area_code.trim(),
    country: info.country.trim().toUpperCase(),
  }
}
