import { DEFAULT_LOCALE, type LocalText, type Locale } from '@jaunt/domain'

/** A partner's text in the asked language, else the site's primary one, else English, else any. */
export function textIn(text: LocalText, locale: Locale, primary: Locale): string {
  return text[locale] ?? text[primary] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? ''
}
