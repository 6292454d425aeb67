import type { Locale } from '@jaunt/domain'
import type { Page } from 'playwright-core'
import { mailCatalogLoaders } from '@jaunt/i18n/mail'
import { englishCatalogPhrases, englishLeftIn, untranslatedPhrases } from '@jaunt/i18n/testing'
import { guestWords } from '../../packages/server/src/lib/guest-words/index'

// The literal pieces of a words object: texts, and plural forms around their `#`; functions are skipped.
const piecesOf = (words: object): Map<string, string[]> =>
  new Map(
    Object.entries(words).flatMap(([key, value]): [string, string[]][] => {
      if (typeof value === 'string') return [[key, [value]]]
      if (value && typeof value === 'object')
        return [[key, Object.values(value as Record<string, string>).flatMap((form) => form.split('#'))]]
      return []
    }),
  )

const differing = (english: object, translated: object) => {
  const theirs = piecesOf(translated)
  return [...piecesOf(english)].flatMap(([key, pieces]) =>
    pieces
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 4 && !theirs.get(key)?.includes(piece)),
  )
}

/**
 * The English a guest should not meet on a page or in a mail in `locale`, found verbatim in `text`: the
 * guests' catalog, the server's texts for guests and the mails' catalog. `names` are proper names
 * on the page (a supplier called "Sam Supplier"), which are nobody's to translate.
 */
export async function englishLeftOn(text: string, locale: Locale, names: string[] = []): Promise<string[]> {
  const [englishMail, mail] = await Promise.all([mailCatalogLoaders.en(), mailCatalogLoaders[locale]()])
  const phrases = new Set([
    ...(await englishCatalogPhrases(locale)),
    ...differing(guestWords('en'), guestWords(locale)),
    ...untranslatedPhrases(englishMail.messages, mail.messages),
  ])
  const withoutNames = names.reduce((rest, name) => rest.split(name).join(' '), text)
  return englishLeftIn(withoutNames, phrases)
}

/**
 * Everything a guest reads or hears in the parts of the page `selector` finds: their text, the text in
 * their shadow roots (the widget's elements), and alt, title, aria-label and placeholder texts.
 */
export function textOnScreen(page: Page, selector = 'body'): Promise<string> {
  return page.evaluate((selector) => {
    const texts: string[] = []
    const shown = (element: Element) =>
      element instanceof HTMLElement && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(element.tagName)
    const readShadow = (host: Element) => {
      if (!host.shadowRoot) return
      for (const child of host.shadowRoot.children)
        if (shown(child)) texts.push((child as HTMLElement).innerText)
      read(host.shadowRoot)
    }
    const read = (root: Element | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
          const value = element.getAttribute(name)
          if (value) texts.push(value)
        }
        readShadow(element)
      }
    }
    for (const element of document.querySelectorAll(selector)) {
      if (shown(element)) texts.push((element as HTMLElement).innerText)
      readShadow(element)
      read(element)
    }
    return texts.join('\n')
  }, selector)
}
