import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadAdminI18n } from './i18n/loadAdminI18n'
import { DEFAULT_ADMIN_BASE, resolveAdminBase } from './routing/adminBase'

const base = resolveAdminBase(window.location.pathname)
// Outside /{lang}/npanel and /{lang}/admin (the dev server's `/`), start at the English admin.
if (!base) window.history.replaceState(null, '', `${DEFAULT_ADMIN_BASE.basename}/`)
const adminBase = base ?? DEFAULT_ADMIN_BASE

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// The page's language is loaded before the first render, so no text shows in the wrong one.
void loadAdminI18n(adminBase.locale).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App base={adminBase} i18n={i18n} />
    </StrictMode>,
  ),
)
