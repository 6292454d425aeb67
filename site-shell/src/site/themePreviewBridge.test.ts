// @vitest-environment happy-dom
import { THEME_PREVIEW_EVENT } from '@jaunt/widget/theme/themePreview'
import { describe, expect, it } from 'vitest'
import { THEME_PREVIEW_MESSAGE, THEME_PREVIEW_READY, listenForThemePreview } from './themePreviewBridge'

/** A framed page's window: its own events, a search string, and the parent that frames it. */
function framedPage(search: string) {
  const posted: unknown[] = []
  const parent = { postMessage: (message: unknown) => posted.push(message) }
  const page = Object.assign(new EventTarget(), { parent, location: { search } }) as unknown as Window
  const previews: unknown[] = []
  page.addEventListener(THEME_PREVIEW_EVENT, (event) => previews.push((event as CustomEvent).detail))
  return { page, parent, posted, previews }
}

function withSource(data: unknown, source: unknown) {
  const event = new MessageEvent('message', { data })
  Object.defineProperty(event, 'source', { value: source })
  return event
}

describe('the theme preview of a framed site page', () => {
  it('tells the editor it is ready, then shows each theme the editor posts', () => {
    const { page, parent, posted, previews } = framedPage('?theme-preview')
    const stop = listenForThemePreview(page)
    expect(posted).toEqual([{ type: THEME_PREVIEW_READY }])
    const theme = { button: { button_background_color: '#7A1F3D' } }
    page.dispatchEvent(withSource({ type: THEME_PREVIEW_MESSAGE, theme }, parent))
    expect(previews).toEqual([theme])
    stop()
    page.dispatchEvent(withSource({ type: THEME_PREVIEW_MESSAGE, theme }, parent))
    expect(previews).toHaveLength(1)
  })

  it('ignores messages from anyone but the framing editor, and messages of other kinds', () => {
    const { page, parent, previews } = framedPage('?theme-preview=1')
    listenForThemePreview(page)
    page.dispatchEvent(withSource({ type: THEME_PREVIEW_MESSAGE, theme: { text_color: '#000' } }, {}))
    page.dispatchEvent(withSource({ type: 'other', theme: { text_color: '#000' } }, parent))
    page.dispatchEvent(withSource({ type: THEME_PREVIEW_MESSAGE, theme: 'red' }, parent))
    expect(previews).toEqual([])
  })

  it('listens to nothing on a page that is not asked to preview', () => {
    const { page, parent, posted, previews } = framedPage('')
    listenForThemePreview(page)
    page.dispatchEvent(withSource({ type: THEME_PREVIEW_MESSAGE, theme: { text_color: '#000' } }, parent))
    expect(posted).toEqual([])
    expect(previews).toEqual([])
  })
})
