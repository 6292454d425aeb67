import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { DEFAULT_ADMIN_BASE, resolveAdminBase } from './routing/adminBase'

const base = resolveAdminBase(window.location.pathname)
// Outside /{lang}/npanel and /{lang}/admin (the dev server's `/`), start at the English admin.
if (!base) window.history.replaceState(null, '', `${DEFAULT_ADMIN_BASE.basename}/`)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <App base={base ?? DEFAULT_ADMIN_BASE} />
  </StrictMode>,
)
