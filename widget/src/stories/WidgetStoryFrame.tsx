import type { Locale } from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Decorator } from '@storybook/react-vite'
import { Suspense, type ReactNode } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import { WidgetRoot } from '../elements/HostStyle'
import { LocaleDataProvider } from '../locale/LocaleContext'
import { themeDeclarations } from '../theme/themeVariables'
import { STORY_LOCALES, STORY_THEMES, type StoryThemeName } from './storyThemes'

/** A site theme's --jaunt-* properties on a box, as :host carries them in an element. */
const ThemeBox = styled.div<{ $declarations: string }>`
  ${({ $declarations }) => $declarations}
  padding: 16px;
  background: #f4f1ea;
`

/** What HostStyle gives every element's shadow root, with no weight against the components' own rules. */
const StoryBase = createGlobalStyle`
  :where(*, *::before, *::after) {
    box-sizing: border-box;
  }

  :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
`

export function WidgetStoryFrame({
  theme,
  locale,
  children,
}: {
  theme: StoryThemeName
  locale: Locale
  children: ReactNode
}) {
  return (
    <ThemeBox $declarations={themeDeclarations(STORY_THEMES[theme])}>
      <StoryBase />
      <WidgetRoot lang={locale}>
        <LocaleDataProvider locale={locale}>
          <Suspense fallback="…">{children}</Suspense>
        </LocaleDataProvider>
      </WidgetRoot>
    </ThemeBox>
  )
}

/** The site theme and the language come from the toolbar (see stories/.storybook/preview); a story's own `theme` arg wins. */
export const withWidget: Decorator = (Story, context) => (
  <WidgetStoryFrame
    theme={themeOf(context.args, context.globals)}
    locale={((context.globals as { locale?: Locale }).locale ?? 'en') as Locale}
  >
    <Story />
  </WidgetStoryFrame>
)

function themeOf(args: unknown, globals: unknown): StoryThemeName {
  const chosen = (args as { theme?: string }).theme ?? (globals as { theme?: string }).theme
  return chosen && chosen in STORY_THEMES ? (chosen as StoryThemeName) : 'default'
}

/** A component's props plus the story's own arg: which site's theme to wear. */
export type WithTheme<P> = P & { theme?: StoryThemeName }

/** The theme arg's control, for every widget story's meta. */
export const themeArgTypes = {
  theme: { control: 'inline-radio' as const, options: Object.keys(STORY_THEMES) },
}

/** Loads the matrix's catalogs before it renders. */
export const matrixLoaders = [
  async () => ({
    catalogs: Object.fromEntries(
      await Promise.all(STORY_LOCALES.map(async (locale) => [locale, await loadI18n(locale)])),
    ),
  }),
]

/**
 * The matrix shows one component nine times, so its named landmarks repeat, which no page does: the
 * landmark-unique rule is off there (each theme and locale is still checked on its own).
 */
export const matrixParameters = {
  a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
}

/** The same state in the three themes and three locales, side by side. */
export function ThemeLocaleMatrix({
  catalogs,
  render,
}: {
  catalogs: Record<string, I18n>
  render: () => ReactNode
}) {
  return (
    <Grid>
      {STORY_LOCALES.map((locale) =>
        (Object.keys(STORY_THEMES) as StoryThemeName[]).map((theme) => (
          <figure key={`${locale}-${theme}`}>
            <figcaption>
              {theme} · {locale}
            </figcaption>
            <I18nProvider i18n={catalogs[locale] as I18n}>
              <WidgetStoryFrame theme={theme} locale={locale}>
                {render()}
              </WidgetStoryFrame>
            </I18nProvider>
          </figure>
        )),
      )}
    </Grid>
  )
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(320px, 1fr));
  gap: 16px;

  figure {
    margin: 0;
  }

  figcaption {
    font:
      12px/1.4 system-ui,
      sans-serif;
    color: #555;
    margin-bottom: 4px;
  }
`
