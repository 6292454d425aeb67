import { createPublicClient, findPublicSiteByHost } from '@jaunt/api-client'
import { DEFAULT_LOCALE, isLocale, type SiteBootstrap } from '@jaunt/domain'
import { loadSiteI18n } from '@jaunt/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Root } from './Root'
import { reloadOnChunkFailure } from './site/chunkReload'
import { menuKey, pageKey } from './site/pageData'
import { listenForThemePreview } from './site/themePreviewBridge'
import { warmIntl } from './site/warmIntl'

reloadOnChunkFailure()
listenForThemePreview()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

const first = window.location.pathname.split('/')[1] ?? ''
const locale = isLocale(first) ? first : DEFAULT_LOCALE
const http = createPublicClient({ apiBase: window.location.origin, getLocale: () => locale })

// The server puts the site this host names into the page, with the page's first answers; only a
// page served without them asks.
const embedded = document.getElementById('jaunt-site')?.textContent
const bootstrap = embedded ? (JSON.parse(embedded) as SiteBootstrap) : null
const site = bootstrap?.site ?? (await findPublicSiteByHost(http, window.location.host).catch(() => null))
const initialAnswers: Record<string, unknown> = {}
if (site && bootstrap) {
  if (bootstrap.menu) initialAnswers[menuKey(site.id, bootstrap.lang)] = { data: bootstrap.menu }
  if (bootstrap.page)
    initialAnswers[pageKey(site.id, bootstrap.page.slug, bootstrap.lang)] = bootstrap.page.value
}
const i18nLoading = loadSiteI18n(locale)
warmIntl(locale)
const i18n = await i18nLoading

// The widget's loader, bundled with the site so its elements share the site's React and
// styled-components instead of bringing their own copies. It starts once the site has drawn its first
// screen, so the page shows before the widget's code runs.
function loadWidget() {
  void import('@jaunt/widget/loader')
}

createRoot(root).render(
  <StrictMode>
    <Root i18n={i18n} site={site} initialAnswers={initialAnswers} />
  </StrictMode>,
)
requestAnimationFrame(() => setTimeout(loadWidget, 0))
