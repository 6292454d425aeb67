import { DEFAULT_THEME, type Theme } from '@jaunt/domain'
import { DEMO_THEME, NORDIC_THEME } from '../testing/fixtures'

/** The three themes every widget story is shown in: the spec's defaults and the two demo sites'. */
export const STORY_THEMES = {
  default: DEFAULT_THEME,
  demo: DEMO_THEME,
  nordic: NORDIC_THEME,
} as const satisfies Record<string, Theme>
export type StoryThemeName = keyof typeof STORY_THEMES

/** The three locales the matrix stories show side by side. */
export const STORY_LOCALES = ['en', 'de', 'no'] as const

/** A small fjord picture drawn inline, so stories load no image from anywhere. */
export function sceneImage(sky = '#a7c9e2', hill = '#35573f', water = '#e5eff5'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${sky}"/><circle cx="120" cy="22" r="9" fill="#f2a541"/><path d="M0 58 40 34l28 16 30-24 62 32v32H0z" fill="${hill}"/><rect y="62" width="160" height="28" fill="${water}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
