import '../testing/actEnvironment'
import { DEFAULT_LOCALE, LOCALES } from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { JauntHelloElement } from './JauntHello'

beforeAll(() => {
  customElements.define('jaunt-hello', JauntHelloElement)
})

afterEach(async () => {
  await act(async () => document.body.replaceChildren())
  vi.restoreAllMocks()
})

// The catalog chunk arrives before the element renders, so act() sees the whole render (the
// loader's test covers an element that waits for its catalog).
async function loadCatalog(locale: string | undefined) {
  await loadI18n(LOCALES.find((known) => known === locale) ?? DEFAULT_LOCALE)
}

async function createHello(attributes: Record<string, string>) {
  await loadCatalog(attributes.locale)
  const element = document.createElement('jaunt-hello')
  await act(async () => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    document.body.append(element)
  })
  return element
}

function shadowOf(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`)
  return element.shadowRoot
}

describe('<jaunt-hello>', () => {
  it('renders translated text and the themed button inside its shadow root', async () => {
    const hello = await createHello({ site: 'demo' })
    const shadow = shadowOf(hello)

    expect(shadow.textContent).toContain('Loading…')
    expect(shadow.querySelector('button')?.textContent).toBe('Book now')
    expect(shadow.querySelector('section')?.getAttribute('data-site')).toBe('demo')
    // The light DOM stays empty: nothing leaks into the host page.
    expect(hello.childNodes).toHaveLength(0)
  })

  it('writes its styles into its shadow root, not into the page head', async () => {
    const hello = await createHello({ site: 'demo' })
    const styles = Array.from(shadowOf(hello).querySelectorAll('style'), (style) => style.textContent).join(
      '\n',
    )

    expect(styles).toContain('var(--jaunt-button-radius, 50px)')
    expect(styles).toContain(':host')
    expect(document.head.querySelector('style')).toBeNull()
  })

  it('shows each element in its own locale on the same page', async () => {
    const german = await createHello({ site: 'demo', locale: 'de' })
    const english = await createHello({ site: 'demo', locale: 'en' })
    const french = await createHello({ site: 'demo', locale: 'fr' })

    expect(shadowOf(german).querySelector('button')?.textContent).toBe('Jetzt buchen')
    expect(shadowOf(english).querySelector('button')?.textContent).toBe('Book now')
    expect(shadowOf(french).querySelector('button')?.textContent).toBe('Réserver maintenant')
    expect(shadowOf(german).textContent).toContain('Wird geladen…')
  })

  it('follows a change of its locale attribute', async () => {
    const hello = await createHello({ site: 'demo', locale: 'en' })
    await loadCatalog('nl')
    await act(async () => hello.setAttribute('locale', 'nl'))
    expect(shadowOf(hello).querySelector('button')?.textContent).toBe('Nu boeken')
  })

  it('falls back to English on an unknown locale, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const hello = await createHello({ site: 'demo', locale: 'xx' })

    expect(shadowOf(hello).querySelector('button')?.textContent).toBe('Book now')
    expect(warn).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining('unknown locale "xx"'))
  })

  it('logs and renders nothing without a site, never throwing at the host page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hello = document.createElement('jaunt-hello')
    await act(async () => document.body.append(hello))

    expect(shadowOf(hello).childNodes).toHaveLength(0)
    expect(error).toHaveBeenCalledWith('[Jaunt]', expect.stringContaining('needs a site'))
  })
})
