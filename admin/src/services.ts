import { createAdminSession, type AdminSession } from '@jaunt/api-client/admin'
import type { I18n } from '@lingui/core'
import type { AuthProvider, DataProvider, I18nProvider } from 'react-admin'
import { createAuthProvider } from './auth/authProvider'
import { createImpersonation, type Impersonation } from './auth/impersonation'
import { createLoginNotices, type LoginNotices } from './auth/loginNotice'
import { createCookieTokenStore, documentCookies, type CookieJar } from './auth/tokenCookies'
import { createDataProvider } from './data/dataProvider'
import { createI18nProvider } from './i18n/i18nProvider'
import type { AdminBase } from './routing/adminBase'
import type { TerminalSdkLoader } from './resources/card-reader/terminalSdk'

/** Everything the back office talks to, made once per page. */
export interface AdminServices {
  base: AdminBase
  /** The API's origin ('' is the page's own): pictures under `/media/` are served from it. */
  apiBase: string
  cookies: CookieJar
  session: AdminSession
  impersonation: Impersonation
  loginNotices: LoginNotices
  authProvider: AuthProvider
  dataProvider: DataProvider
  i18nProvider: I18nProvider
  /** A full page load of a URL of this origin: after login, log-in-as, or to the other area. */
  loadPage(url: string, options?: { replace?: boolean }): void
  /** Stripe Terminal's SDK for the card reader page; a stand-in in tests, the real one when absent. */
  loadTerminalSdk?: TerminalSdkLoader
}

export function loadPageInBrowser(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url)
  else window.location.assign(url)
}

export interface AdminServicesOptions {
  base: AdminBase
  i18n: I18n
  /** The API's origin; '' (the default) is the page's own. */
  apiBase?: string
  cookies?: CookieJar
  storage?: Storage
  loadPage?: AdminServices['loadPage']
  loadTerminalSdk?: TerminalSdkLoader
}

export function createAdminServices({
  base,
  i18n,
  apiBase = '',
  cookies = documentCookies(),
  storage = globalThis.sessionStorage,
  loadPage = loadPageInBrowser,
  loadTerminalSdk,
}: AdminServicesOptions): AdminServices {
  const loginNotices = createLoginNotices(storage)
  const session = createAdminSession({
    apiBase,
    getLocale: () => base.locale,
    tokens: createCookieTokenStore(cookies),
    onSessionExpired: () => loginNotices.set('session-expired'),
  })
  const impersonation = createImpersonation(session, cookies)
  return {
    base,
    apiBase,
    cookies,
    session,
    impersonation,
    loginNotices,
    authProvider: createAuthProvider({ session, impersonation, basename: base.basename }),
    dataProvider: createDataProvider({ apiBase, fetch: session.fetch, api: session.api }),
    i18nProvider: createI18nProvider(i18n, base, loadPage),
    loadPage,
    ...(loadTerminalSdk ? { loadTerminalSdk } : {}),
  }
}
