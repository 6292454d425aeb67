import { DEFAULT_THEME, type Theme } from '@jaunt/domain'
import type { Decorator } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { storyThemeOf, type StoryThemeName } from '../storyTheme'

// The spec's default theme and the two seeded demo sites' (packages/server/src/seed/data/sites.json).
const THEMES: Record<StoryThemeName, Theme> = {
  default: DEFAULT_THEME,
  demo: { ...DEFAULT_THEME, badge: { badge_background_color: '#F59E0B', badge_text_color: '#1F2937' } },
  nordic: {
    ...DEFAULT_THEME,
    button: { button_radius: 6, button_text_color: '#FFFFFF', button_background_color: '#0F766E' },
    badge: { badge_background_color: '#BE123C', badge_text_color: '#FFFFFF' },
    general: { ...DEFAULT_THEME.general, box_color: '#F8FAF9', outline_color: '#99C5BF' },
    text_color: '#0F172A',
    roomtype_background_color: '#ECFDF5',
    site_font: 'Lato',
    checkout_theme: { checkout_button_background_color: '#BE123C', checkout_button_text_color: '#FFFFFF' },
    dialog_theme: {
      dialog_header_background_color: '#0F766E',
      dialog_title_text_color: '#FFFFFF',
      dialog_subtitle_text_color: '#CCFBF1',
    },
  },
}

export type UiTheme = keyof typeof THEMES

/** The few --jaunt-* properties the primitives read, as a site's theme sets them on the element's :host. */
function variables(theme: Theme): CSSProperties {
  return {
    '--jaunt-button-radius': `${theme.button.button_radius}px`,
    '--jaunt-button-background-color': theme.button.button_background_color,
    '--jaunt-button-text-color': theme.button.button_text_color,
    '--jaunt-badge-background-color': theme.badge.badge_background_color,
    '--jaunt-badge-text-color': theme.badge.badge_text_color,
    '--jaunt-outline-color': theme.general.outline_color,
    '--jaunt-box-color': theme.general.box_color,
    '--jaunt-text-color': theme.text_color,
    '--jaunt-roomtype-background-color': theme.roomtype_background_color,
    '--jaunt-free-cancellation-text-color': theme.general.free_cancellation_text_color,
    '--jaunt-site-font': `'${theme.site_font}', Roboto, sans-serif`,
    '--jaunt-dialog-header-background-color': theme.dialog_theme.dialog_header_background_color,
    '--jaunt-dialog-title-text-color': theme.dialog_theme.dialog_title_text_color,
    '--jaunt-dialog-subtitle-text-color': theme.dialog_theme.dialog_subtitle_text_color,
    color: theme.text_color,
    fontFamily: `'${theme.site_font}', Roboto, sans-serif`,
    padding: 16,
  } as CSSProperties
}

/** The toolbar's theme (default, demo or nordic), or the story's own `theme` arg. */
export const withUiTheme: Decorator = (Story, context) => (
  <div style={variables(THEMES[storyThemeOf(context)])}>
    <Story />
  </div>
)

export const uiThemeArgTypes = { theme: { control: 'inline-radio' as const, options: Object.keys(THEMES) } }
export type WithUiTheme<P> = P & { theme?: UiTheme }

/** The same primitive in the three themes side by side. */
export function AllThemes({ render }: { render: () => React.ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      {(Object.keys(THEMES) as UiTheme[]).map((name) => (
        <div key={name} style={variables(THEMES[name])}>
          <small style={{ font: '12px system-ui', color: '#555' }}>{name}</small>
          {render()}
        </div>
      ))}
    </div>
  )
}
