import { DEFAULT_LOCALE, type LocalText, type Locale } from '@jaunt/domain'

/** A partner's text from the site's settings in the page's language, else the primary one, else any. */
export function textIn(text: LocalText | undefined, lang: Locale, primary: Locale = DEFAULT_LOCALE): string {
  if (!text) return ''
  return text[lang] ?? text[primary] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? ''
}
