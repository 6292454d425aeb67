import type { Site } from '@jaunt/domain'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { usePreviewedTheme } from '@jaunt/widget/theme/themePreview'
import { themeDeclarations } from '@jaunt/widget/theme/themeVariables'
import { createGlobalStyle } from 'styled-components'
import { App } from './App'
import { NavigationProvider } from './routing/navigation'
import { SiteContext } from './site/SiteContext'

// The site wears the partner's theme: the same --jaunt-* variables the widget's elements read.
const PageStyle = createGlobalStyle<{ $theme: string }>`
  :root {
    ${({ $theme }) => $theme}
  }

  body {
    margin: 0;
    background: #f3f6fa;
    color: var(--jaunt-text-color);
    font-family: var(--jaunt-site-font);
    line-height: 1.5;
  }

  /* German and Finnish compounds are longer than a phone is wide: they break rather than run off screen. */
  h1, h2, h3 {
    overflow-wrap: break-word;
    hyphens: auto;
  }

  #root {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  }

  /* A short page still fills the screen: the footer sits at its bottom. */
  #root > main {
    flex: 1 0 auto;
    width: 100%;
  }
`

/** Everything around the pages: the language's messages, navigation, and the page's base style. */
export function Root({
  i18n,
  site,
  apiBase = window.location.origin,
  initialAnswers,
}: {
  i18n: I18n
  site: Site | null
  /** Where the public API answers: the site's own origin, but for tests. */
  apiBase?: string
  /** Answers the server sent inside the page, by key. */
  initialAnswers?: Record<string, unknown>
}) {
  const theme = usePreviewedTheme(site?.site_settings.theme_settings)
  return (
    <I18nProvider i18n={i18n}>
      <PageStyle $theme={themeDeclarations(theme)} />
      <SiteContext.Provider value={site}>
        <NavigationProvider>
          <App apiBase={apiBase} initialAnswers={initialAnswers} />
        </NavigationProvider>
      </SiteContext.Provider>
    </I18nProvider>
  )
}
