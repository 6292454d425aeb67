import { COUNTRIES, type Locale } from '@jaunt/domain'

export interface Choice {
  id: string
  name: string
}

/** The countries the server accepts, named in the back office's language. */
export function countryChoices(locale: Locale): Choice[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return COUNTRIES.map(({ code }) => ({ id: code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  )
}

/** The IANA time zones the server accepts, as they are written. */
export const timeZoneChoices = (): Choice[] =>
  Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone }))

export function countryName(code: string, locale: Locale) {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
}
