import { LOCALES, DEFAULT_LOCALE, type Locale } from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Preview } from '@storybook/react-vite'

// Every story renders inside its locale's own lingui instance, chosen from the toolbar.
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale of the story',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  loaders: [
    async ({ globals }) => ({
      i18n: await loadI18n((globals.locale as Locale | undefined) ?? DEFAULT_LOCALE),
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
