import type { Locale as DateFnsLocale } from 'date-fns'
import { bg, da, de, enGB, es, fi, fr, gu, hi, it, nb, nl, ru, sv } from 'date-fns/locale'
import type { Locale } from '../locales'

/** date-fns locale data for each product locale; Norwegian is Bokmål. */
export const DATE_FNS_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = {
  en: enGB,
  no: nb,
  sv,
  hi,
  gu,
  da,
  de,
  bg,
  nl,
  ru,
  es,
  it,
  fi,
  fr,
}
