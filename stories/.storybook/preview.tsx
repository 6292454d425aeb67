import { LOCALES, DEFAULT_LOCALE, type Locale } from '@jaunt/domain'
import { loadSiteI18n } from '@jaunt/i18n'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Preview } from '@storybook/react-vite'
import { STORY_THEME_NAMES } from '../src/storyTheme'

// Every story renders inside its locale's own lingui instance, chosen from the toolbar; the theme
// chosen there is read by the widget's, the site's and the primitives' own decorators.
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale of the story',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
    theme: {
      description: 'The site theme the story wears (a story’s own theme arg wins)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...STORY_THEME_NAMES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: 'default' },
  parameters: {
    // A violation fails the story in the a11y panel and in `npm run check:a11y` (scripts/check-a11y.mjs).
    a11y: { test: 'error' },
  },
  loaders: [
    async ({ globals }) => ({
      i18n: await loadSiteI18n((globals.locale as Locale | undefined) ?? DEFAULT_LOCALE),
    }),
  ],
  decorators: [
    (Story, { loaded }) => (
      <I18nProvider i18n={loaded.i18n as I18n}>
        <Story />
      </I18nProvider>
    ),
  ],
}

export default preview
