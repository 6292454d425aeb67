import { I18nProvider } from '@lingui/react'
import { loadI18n } from '@jaunt/i18n'
import type { Locale } from '@jaunt/domain'
import { Suspense, use, type ReactNode } from 'react'
import { StyleSheetManager } from 'styled-components'
import { LocaleDataProvider } from '../locale/LocaleContext'
import { widgetRuntime } from '../runtime'
import { SiteGate } from '../site/SiteGate'
import type { ElementConfig } from './attributes'
import { ElementErrorBoundary } from './ElementErrorBoundary'
import { HostStyle, WidgetRoot } from './HostStyle'

export type ElementShellProps = {
  /** The element's tag, for the console. */
  tag: string
  /** The element's shadow root, which r2wc passes as `container`; the styles go there. */
  container?: ShadowRoot | undefined
  config: ElementConfig
  /** This element's id in the shared store. */
  owner: string
  /** Shown while the site and the catalog load. */
  fallback?: ReactNode
  children: ReactNode
}

/**
 * What every element's tree sits in: its styles in its own shadow root (with the loader's nonce),
 * its own locale, its site's shared store and theme, and a boundary that keeps a failure inside it.
 */
export function ElementShell({
  tag,
  container,
  config,
  owner,
  fallback = null,
  children,
}: ElementShellProps) {
  return (
    <StyleSheetManager target={container} nonce={widgetRuntime().nonce}>
      <HostStyle />
      <ElementErrorBoundary tag={tag}>
        <WidgetRoot lang={config.locale}>
          <Suspense fallback={fallback}>
            <LocaleProvider locale={config.locale}>
              <SiteGate tag={tag} config={config} owner={owner} host={hostOf(container)}>
                {children}
              </SiteGate>
            </LocaleProvider>
          </Suspense>
        </WidgetRoot>
      </ElementErrorBoundary>
    </StyleSheetManager>
  )
}

function hostOf(container: ShadowRoot | undefined): HTMLElement | null {
  return container?.host instanceof HTMLElement ? container.host : null
}

function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The cached instance of this locale, never activate(): other elements may show other locales.
  const i18n = use(loadI18n(locale))
  return (
    <I18nProvider i18n={i18n}>
      <LocaleDataProvider locale={locale}>{children}</LocaleDataProvider>
    </I18nProvider>
  )
}
