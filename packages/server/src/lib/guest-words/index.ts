import type { Locale } from '@jaunt/domain'
import { bg } from './bg.js'
import { da } from './da.js'
import { de } from './de.js'
import { en } from './en.js'
import { es } from './es.js'
import { fi } from './fi.js'
import { fr } from './fr.js'
import { gu } from './gu.js'
import { hi } from './hi.js'
import { it } from './it.js'
import { nl } from './nl.js'
import { no } from './no.js'
import { ru } from './ru.js'
import { sv } from './sv.js'
import type { GuestWords, PluralForms } from './words.js'

export type { GuestWords }

/** Every language is complete (the compiler checks it); an unknown APP-LOCALE is English already. */
const GUEST_WORDS: Record<Locale, GuestWords> = { en, no, sv, hi, gu, da, de, bg, nl, ru, es, it, fi, fr }

export const guestWords = (locale: Locale): GuestWords => GUEST_WORDS[locale]

/** A text chosen when the request's language is known: thrown deep in a service, said by `onError`. */
export type Said = (words: GuestWords) => string

/** `forms` for `count` under the language's plural rules, `#` standing for the number. */
export function counted(forms: PluralForms, count: number, locale: Locale): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other
  return form.replace('#', String(count))
}
