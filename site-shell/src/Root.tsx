import type { Site } from '@jaunt/domain'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createGlobalStyle } from 'styled-components'
import { App } from './App'
import { NavigationProvider } from './routing/navigation'
import { SiteContext } from './site/SiteContext'

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    background: #f3f6fa;
    font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
    line-height: 1.5;
  }
`

/** Everything around the pages: the language's messages, navigation, and the page's base style. */
export function Root({
  i18n,
  site,
  apiBase = window.location.origin,
}: {
  i18n: I18n
  site: Site | null
  /** Where the public API answers: the site's own origin, but for tests. */
  apiBase?: string
}) {
  return (
    <I18nProvider i18n={i18n}>
      <PageStyle />
      <SiteContext.Provider value={site}>
        <NavigationProvider>
          <App apiBase={apiBase} />
        </NavigationProvider>
      </SiteContext.Provider>
    </I18nProvider>
  )
}
