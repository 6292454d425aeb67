import { I18nProvider } from '@lingui/react'
import { loadI18n } from '@jaunt/i18n'
import { DEFAULT_LOCALE, type Locale } from '@jaunt/domain'
import { Suspense, use, useEffect, type ReactNode } from 'react'
import { StyleSheetManager } from 'styled-components'
import { log } from '../log'
import { elementLocale, parseElementLocale } from './elementLocale'
import { ElementErrorBoundary } from './ElementErrorBoundary'
import { HostStyle } from './HostStyle'

export type ElementShellProps = {
  /** The element's tag, for the console. */
  tag: string
  /** The element's shadow root, which r2wc passes as `container`; the styles go there. */
  container?: ShadowRoot | undefined
  /** The `locale` attribute; each element has its own, so two locales can share a page. */
  locale?: string | undefined
  children: ReactNode
}

/** What every element's tree sits in: its styles in its own shadow root, its own locale. */
export function ElementShell({ tag, container, locale, children }: ElementShellProps) {
  useEffect(() => {
    if (locale && !parseElementLocale(locale))
      log.warn(`unknown locale "${locale}"; showing ${DEFAULT_LOCALE}`)
  }, [locale])

  return (
    <StyleSheetManager target={container}>
      <HostStyle />
      <ElementErrorBoundary tag={tag}>
        <Suspense fallback={null}>
          <LocaleProvider locale={elementLocale(locale)}>{children}</LocaleProvider>
        </Suspense>
      </ElementErrorBoundary>
    </StyleSheetManager>
  )
}

function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The cached instance of this locale, never activate(): other elements may show other locales.
  const i18n = use(loadI18n(locale))
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
