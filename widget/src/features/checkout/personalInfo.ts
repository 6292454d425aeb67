import { countryOf, parseGuestPhone, type CheckoutPersonalInfo } from '@jaunt/domain'

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
  // A number typed with its own + prefix names its country; the area code is then not needed.
  if (!/^(\+|00)/.test(info.phone_number.trim())) need('area_code', (value) => AREA_CODE.test(value))
  need('phone_number', (value) => parseGuestPhone(info.area_code, value) !== null)
  need('country', (value) => countryOf(value) !== undefined)
  return problems
}

/** The details as sent: trimmed, the phone number without its spacing, under its country's area code. */
export function cleanPersonalInfo(info: CheckoutPersonalInfo): CheckoutPersonalInfo {
  const phone = parseGuestPhone(info.area_code, info.phone_number)
  return {
    first_name: info.first_name.trim(),
    last_name: info.last_name.trim(),
    email: info.email.trim(),
    phone_number: phone?.number ?? info.phone_number.replace(/[^\d]/g, ''),
    area_code: phone ? `+${phone.areaCode}` : info.area_code.trim(),
    country: info.country.trim().toUpperCase(),
  }
}
