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
import type { GuestLegalTexts } from './page.js'

/** Every locale has its own texts, so a guest reads the privacy policy and booking terms in the page's language. */
export const DEMO_GUEST_LEGAL_TEXTS: Record<Locale, GuestLegalTexts> = {
  en,
  no,
  de,
  sv,
  da,
  fi,
  es,
  nl,
  it,
  fr,
  ru,
  bg,
  hi,
  gu,
}
