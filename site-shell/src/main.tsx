import { createPublicClient, findPublicSiteByHost } from '@jaunt/api-client'
import { DEFAULT_LOCALE, isLocale, type Site } from '@jaunt/domain'
import { loadI18n } from '@jaunt/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Root } from './Root'
import { reloadOnChunkFailure } from './site/chunkReload'

reloadOnChunkFailure()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// The widget's loader, served beside the site (not bundled: partners' pages load the same file).
const loader = document.createElement('script')
loader.type = 'module'
loader.src = '/widget/jaunt.js'
document.head.append(loader)

const first = window.location.pathname.split('/')[1] ?? ''
const locale = isLocale(first) ? first : DEFAULT_LOCALE
const http = createPublicClient({ apiBase: window.location.origin, getLocale: () => locale })

// The server puts the site this host names into the page; only a page served without it asks.
const embedded = document.getElementById('jaunt-site')?.textContent
const site: Site | null = embedded
  ? (JSON.parse(embedded) as Site)
  : await findPublicSiteByHost(http, window.location.host).catch(() => null)
const i18n = await loadI18n(locale)

createRoot(root).render(
  <StrictMode>
    <Root i18n={i18n} site={site} />
  </StrictMode>,
)
