import type { Locale } from '@jaunt/domain'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Decorator, Loader } from '@storybook/react-vite'
import { useMemo } from 'react'
import { AdminContext, memoryStore, type DataProvider } from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { AdminServicesProvider } from '../../../admin/src/AdminServicesContext'
import { loadAdminI18n } from '../../../admin/src/i18n/loadAdminI18n'
import { themeFor } from '../../../admin/src/layout/theme'
import { createAdminServices } from '../../../admin/src/services'
import { localeOf } from '../site-shell/SiteFrame'
import { SITE_CATALOGUE } from './adminFixtures'

/** The back office's lingui instance: the guests' catalog and the back office's own, in the toolbar's locale. */
export const adminI18nLoader: Loader = async ({ globals }) => ({
  adminI18n: await loadAdminI18n(localeOf(globals)),
})

/**
 * What the page builder's products block reads (`site-catalogue`): the site's catalogue as the API
 * would list it. Nothing else is read by the inputs the stories show.
 */
const catalogueData = {
  getList: async (_resource: string, { filter }: { filter?: { id?: number[] } }) => {
    const rows = filter?.id ? SITE_CATALOGUE.filter((row) => filter.id!.includes(row.id)) : SITE_CATALOGUE
    return { data: rows, total: rows.length }
  },
} as unknown as DataProvider

function AdminFrame({ i18n, locale, children }: { i18n: I18n; locale: Locale; children: React.ReactNode }) {
  // The back office's own services (its i18n bridge, its base path); the stories make no calls with them.
  const services = useMemo(
    () =>
      createAdminServices({
        base: { locale, area: 'npanel', basename: `/${locale}/npanel` },
        i18n,
        loadPage: () => {},
      }),
    [i18n, locale],
  )
  return (
    <I18nProvider i18n={i18n}>
      <AdminServicesProvider services={services}>
        <MemoryRouter>
          <AdminContext
            dataProvider={catalogueData}
            i18nProvider={services.i18nProvider}
            theme={themeFor('npanel')}
            store={memoryStore()}
          >
            {children}
          </AdminContext>
        </MemoryRouter>
      </AdminServicesProvider>
    </I18nProvider>
  )
}

/** The back office around a story: its theme, its language from the toolbar, react-admin's contexts. */
export const withAdmin: Decorator = (Story, { loaded, globals }) => (
  <AdminFrame i18n={loaded.adminI18n as I18n} locale={localeOf(globals)}>
    <main
      style={{ padding: 16, background: '#F4F6FA', fontFamily: '"Inter", "Segoe UI", Roboto, sans-serif' }}
    >
      <Story />
    </main>
  </AdminFrame>
)
