import type { Theme } from './theme'

/** WCAG 2 AA for normal text: the ratio a theme's text on its background should reach. */
export const AA_CONTRAST = 4.5

/** The text-on-background pairs of a theme that guests read, by the field that holds each colour. */
export const THEME_CONTRAST_PAIRS = [
  { text: 'button.button_text_color', background: 'button.button_background_color' },
  { text: 'icon.icon_foreground_color', background: 'icon.icon_background_color' },
  { text: 'badge.badge_text_color', background: 'badge.badge_background_color' },
  { text: 'text_color', background: 'general.box_color' },
  { text: 'general.free_cancellation_text_color', background: 'general.box_color' },
  {
    text: 'checkout_theme.checkout_button_text_color',
    background: 'checkout_theme.checkout_button_background_color',
  },
  {
    text: 'dialog_theme.dialog_title_text_color',
    background: 'dialog_theme.dialog_header_background_color',
  },
  {
    text: 'dialog_theme.dialog_subtitle_text_color',
    background: 'dialog_theme.dialog_header_background_color',
  },
] as const

export type ThemeContrastPair = (typeof THEME_CONTRAST_PAIRS)[number]

/** A hex colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) as 0–255 channels; alpha is ignored. */
function channels(hex: string): [number, number, number] | null {
  const digits = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim())?.[1]
  if (!digits) return null
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number]
}

function luminance([red, green, blue]: [number, number, number]) {
  const linear = (value: number) => {
    const channel = value / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = channels(first)
  const b = channels(second)
  if (!a || !b) return null
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const at = (theme: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], theme)

/** The pairs of a theme (whole or being edited) whose contrast is below AA, with their ratio. */
export function themeContrastWarnings(
  theme: Partial<Theme> | null | undefined,
): { pair: ThemeContrastPair; ratio: number }[] {
  return THEME_CONTRAST_PAIRS.flatMap((pair) => {
    const text = at(theme, pair.text)
    const background = at(theme, pair.background)
    if (typeof text !== 'string' || typeof background !== 'string') return []
    const ratio = contrastRatio(text, background)
    return ratio !== null && ratio < AA_CONTRAST ? [{ pair, ratio }] : []
  })
}
