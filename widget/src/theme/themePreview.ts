import type { Theme } from '@jaunt/domain'
import { useSyncExternalStore } from 'react'

/**
 * The window event that carries a theme the partner is editing in the back office: the hosted site,
 * framed by the theme editor, dispatches it, and the site and every element then wear that theme
 * instead of the saved one. Only hex colours and a plain font name get through `themeVariables`, so a
 * theme from the event cannot write other CSS.
 */
export const THEME_PREVIEW_EVENT = 'jaunt:theme-preview'

let previewed: Partial<Theme> | null = null
const listeners = new Set<() => void>()

function onPreview(event: Event) {
  const theme = (event as CustomEvent<unknown>).detail
  if (typeof theme !== 'object' || theme === null) return
  previewed = theme as Partial<Theme>
  for (const listener of listeners) listener()
}

// Listening from the module's first import: the editor's theme may arrive before the page has rendered.
if (typeof window !== 'undefined') window.addEventListener(THEME_PREVIEW_EVENT, onPreview)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The theme being previewed, once one has arrived, else the site's own. */
export function usePreviewedTheme<T>(saved: T): T | Partial<Theme> {
  return useSyncExternalStore(subscribe, () => previewed ?? saved)
}

/** Forgets a previewed theme (tests start each case from the saved theme). */
export function resetThemePreview() {
  previewed = null
}
