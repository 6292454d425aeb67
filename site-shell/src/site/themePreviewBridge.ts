import { THEME_PREVIEW_EVENT } from '@jaunt/widget/theme/themePreview'

/** What the back office's theme editor posts to the site it frames, and what the site answers. */
export const THEME_PREVIEW_MESSAGE = 'jaunt:theme-preview'
export const THEME_PREVIEW_READY = 'jaunt:theme-preview-ready'

/**
 * A site page framed by the theme editor (`?theme-preview`) takes the theme being edited from its
 * parent window and shows it. Only the back office may frame a site page (its CSP's frame-ancestors),
 * so the parent is the editor; a page that is not framed, or not asked to preview, listens to nothing.
 */
export function listenForThemePreview(win: Window = window): () => void {
  if (win.parent === win || !new URLSearchParams(win.location.search).has('theme-preview')) return () => {}
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== win.parent) return
    const data = event.data as { type?: unknown; theme?: unknown } | null
    if (data?.type !== THEME_PREVIEW_MESSAGE || typeof data.theme !== 'object' || data.theme === null) return
    win.dispatchEvent(new CustomEvent(THEME_PREVIEW_EVENT, { detail: data.theme }))
  }
  win.addEventListener('message', onMessage)
  // The editor sends the theme it holds once the page can take it.
  win.parent.postMessage({ type: THEME_PREVIEW_READY }, '*')
  return () => win.removeEventListener('message', onMessage)
}
