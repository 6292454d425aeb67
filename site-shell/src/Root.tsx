import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createGlobalStyle } from 'styled-components'
import { App } from './App'
import { NavigationProvider } from './routing/navigation'

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    background: #f3f6fa;
    font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
    line-height: 1.5;
  }
`

/** Everything around the pages: the language's messages, navigation, and the page's base style. */
export function Root({ i18n, siteId, siteName }: { i18n: I18n; siteId: number | null; siteName: string }) {
  return (
    <I18nProvider i18n={i18n}>
      <PageStyle />
      <NavigationProvider>
        <App siteId={siteId} siteName={siteName} />
      </NavigationProvider>
    </I18nProvider>
  )
}
