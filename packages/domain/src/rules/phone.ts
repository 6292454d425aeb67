import { parsePhoneNumberFromString } from 'libphonenumber-js'

/** A guest's phone split as orders carry it: the calling code's digits and the national number's. */
export interface GuestPhone {
  areaCode: string
  number: string
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * The guest's phone from the chosen area code and the number as typed, or `null` when it is no real
 * number. A number typed with its own `+` (or `00`) prefix names its country and wins over the area code.
 */
export function parseGuestPhone(areaCode: string, typed: string): GuestPhone | null {
  const text = typed.trim()
  const international = /^(\+|00)/.test(text)
  const code = digitsOf(areaCode)
  if (!international && !code) return null
  const parsed = parsePhoneNumberFromString(
    international ? `+${digitsOf(text.replace(/^00/, ''))}` : `+${code}${digitsOf(text)}`,
  )
  if (!parsed?.isValid()) return null
  return { areaCode: parsed.countryCallingCode, number: parsed.nationalNumber }
}

/**
 * A stored phone for people to read, in international form ("+49 1512 3456789"). The area code may
 * come with or without its `+`; a number the library cannot read is shown as it was given.
 */
export function formatPhone(areaCode: string, number: string): string {
  const code = digitsOf(areaCode)
  const parsed = parsePhoneNumberFromString(`+${code}${digitsOf(number)}`)
  return parsed?.isValid() ? parsed.formatInternational() : `+${code} ${number.trim()}`
}
