import type { Messages } from '@lingui/core'
import type { Locale } from '@jaunt/domain'
import { siteCatalogLoaders, widgetCatalogLoaders } from '../catalogs'

// Shorter literals ("OK", "km", "#") read the same in many languages and would only raise false alarms.
const MIN_LETTERS = 4

/** The literal text pieces of a compiled catalog message (placeholders and plural branches walked). */
function literalsOf(message: unknown): string[] {
  if (typeof message === 'string') return [message]
  if (Array.isArray(message)) return message.flatMap(literalsOf)
  if (message && typeof message === 'object') return Object.values(message).flatMap(literalsOf)
  return []
}

const phrasesOf = (message: unknown) =>
  literalsOf(message)
    .map((piece) => piece.trim())
    .filter((piece) => (piece.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS)

/** The guests' messages in `locale`: the widget's and the hosted site's catalogs together. */
async function guestMessages(locale: Locale): Promise<Messages> {
  const [widget, site] = await Promise.all([widgetCatalogLoaders[locale](), siteCatalogLoaders[locale]()])
  return { ...widget.messages, ...site.messages }
}

/**
 * English phrases of the guests' catalogs that `locale` translates to something else: seeing one on a
 * page in that language means a text was left untranslated (or was never put through the catalog).
 */
export async function englishCatalogPhrases(locale: Locale): Promise<string[]> {
  const [english, translated] = await Promise.all([guestMessages('en'), guestMessages(locale)])
  return untranslatedPhrases(english, translated)
}

/** The English pieces whose message reads otherwise in `translated`, longest first. */
export function untranslatedPhrases(english: Messages, translated: Messages): string[] {
  const phrases = new Set<string>()
  for (const [id, message] of Object.entries(english)) {
    const own = new Set(phrasesOf(translated[id]))
    for (const phrase of phrasesOf(message)) if (!own.has(phrase)) phrases.add(phrase)
  }
  return [...phrases].sort((a, b) => b.length - a.length)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Which of `englishPhrases` appear verbatim in `text` as whole words ("Cart" is found in "Your Cart",
 * not in "Cartagena"); an empty list means none did.
 */
export function englishLeftIn(text: string, englishPhrases: Iterable<string>): string[] {
  const found: string[] = []
  for (const phrase of englishPhrases) {
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(text))
      found.push(phrase)
  }
  return found
}
