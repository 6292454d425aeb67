import type { TerminalSdkLoader } from '../resources/card-reader/terminalSdk'
import { loadAdminI18n } from '../i18n/loadAdminI18n'
import type { TokenPair } from '@jaunt/domain'
import { render, screen, within } from '@testing-library/react'
import { App } from '../App'
import { createCookieTokenStore, documentCookies } from '../auth/tokenCookies'
import { resolveAdminBase } from '../routing/adminBase'
import { createAdminServices } from '../services'
import type { FakeApi } from './fakeApi'

/** Forgets every cookie and stored value a previous render left. */
export function resetBrowserState() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
  sessionStorage.clear()
  localStorage.clear()
}

/**
 * Renders the back office at `path` (e.g. `/en/npanel/`) against an API (the fake or the real one), logged in with
 * `tokens` when given. Full page loads (after login, to the other area) are recorded in `loads`.
 */
export async function renderApp(
  api: Pick<FakeApi, 'origin'>,
  path: string,
  { tokens, loadTerminalSdk }: { tokens?: TokenPair; loadTerminalSdk?: TerminalSdkLoader } = {},
) {
  window.history.replaceState(null, '', path)
  const base = resolveAdminBase(path)
  if (!base) throw new Error(`${path} is not a back office path`)
  if (tokens) createCookieTokenStore(documentCookies()).setTokens(tokens)
  const i18n = await loadAdminI18n(base.locale)
  const loads: string[] = []
  const services = createAdminServices({
    base,
    i18n,
    apiBase: api.origin,
    loadPage: (url) => void loads.push(url),
    loadTerminalSdk,
  })
  const view = render(<App base={base} i18n={i18n} services={services} />)
  return { ...view, loads, services }
}

/** The names of the side navigation's items, in order (disabled ones too). */
export async function menuItemNames(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 })
  return within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('aria-label') ?? item.textContent ?? '')
}
