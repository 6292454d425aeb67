import { DEFAULT_THEME, type Theme } from '@jaunt/domain'

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

// Each theme colour's --jaunt-* name and where it sits in the theme settings (group, field).
const COLOURS: readonly (readonly [string, string, string | null])[] = [
  ['button-text-color', 'button', 'button_text_color'],
  ['button-background-color', 'button', 'button_background_color'],
  ['icon-background-color', 'icon', 'icon_background_color'],
  ['icon-foreground-color', 'icon', 'icon_foreground_color'],
  ['badge-background-color', 'badge', 'badge_background_color'],
  ['badge-text-color', 'badge', 'badge_text_color'],
  ['outline-color', 'general', 'outline_color'],
  ['disable-text-color', 'general', 'disable_text_color'],
  ['free-cancellation-text-color', 'general', 'free_cancellation_text_color'],
  ['box-color', 'general', 'box_color'],
  ['text-color', 'text_color', null],
  ['roomtype-background-color', 'roomtype_background_color', null],
  ['checkout-button-background-color', 'checkout_theme', 'checkout_button_background_color'],
  ['checkout-button-text-color', 'checkout_theme', 'checkout_button_text_color'],
  ['dialog-header-background-color', 'dialog_theme', 'dialog_header_background_color'],
  ['dialog-title-text-color', 'dialog_theme', 'dialog_title_text_color'],
  ['dialog-subtitle-text-color', 'dialog_theme', 'dialog_subtitle_text_color'],
]

function read(theme: unknown, group: string, field: string | null): unknown {
  const value = (theme as Record<string, unknown> | null)?.[group]
  return field === null ? value : (value as Record<string, unknown> | undefined)?.[field]
}

/** A font family name as CSS, with the spec's default behind it; anything but a plain name is dropped. */
function fontStack(value: unknown): string {
  const name = typeof value === 'string' ? value.replace(/[^\p{L}\p{N} -]/gu, '').trim() : ''
  const fallback = `${DEFAULT_THEME.site_font}, system-ui, -apple-system, 'Segoe UI', sans-serif`
  return name && name !== DEFAULT_THEME.site_font ? `'${name}', ${fallback}` : fallback
}

/**
 * A site's theme settings as the `--jaunt-*` custom properties the widget's styles read, with the
 * spec's defaults for anything the site leaves out (button radius 50, box white, Roboto). Only hex
 * colours and plain font names get through, so a theme cannot write other CSS.
 */
export function themeVariables(
  theme: DeepPartial<Theme> | null | undefined,
): Record<`--jaunt-${string}`, string> {
  const radius = theme?.button?.button_radius
  const variables: Record<`--jaunt-${string}`, string> = {
    '--jaunt-button-radius': `${typeof radius === 'number' && radius >= 0 && radius <= 100 ? radius : DEFAULT_THEME.button.button_radius}px`,
    '--jaunt-site-font': fontStack(theme?.site_font),
  }
  for (const [name, group, field] of COLOURS) {
    const value = read(theme, group, field)
    variables[`--jaunt-${name}`] =
      typeof value === 'string' && HEX.test(value) ? value : String(read(DEFAULT_THEME, group, field))
  }
  return variables
}

/** The declarations for a `:host` rule. */
export function themeDeclarations(theme: DeepPartial<Theme> | null | undefined): string {
  return Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n')
}
