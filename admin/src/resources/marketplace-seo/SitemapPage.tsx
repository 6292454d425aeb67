import Link from '@mui/material/Link'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, type SiteSitemap } from '@jaunt/domain'
import { DataTable, DateField, List, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { SITEMAP_RESOURCE } from './seoData'

/** `tools/sitemap`: each public site's sitemap.xml, what it lists and when that last changed. */
export function SitemapPage() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Sitemap`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`Sitemap` }]}
      />
      <List
        resource={SITEMAP_RESOURCE}
        pagination={false}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        empty={false}
      >
        <DataTable<SiteSitemap> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="site_name" label={t`Site`} disableSort />
          <DataTable.Col
            source="url"
            label={t`Address`}
            disableSort
            render={(sitemap: SiteSitemap) => (
              <Link href={sitemap.url} target="_blank" rel="noopener">
                {sitemap.url}
              </Link>
            )}
          />
          <DataTable.Col
            source="languages"
            label={t`Languages`}
            disableSort
            render={(sitemap: SiteSitemap) => sitemap.languages.map((lang) => LOCALE_NAMES[lang]).join(', ')}
          />
          <DataTable.Col source="pages" label={t`Pages`} disableSort />
          <DataTable.Col source="products" label={t`Products`} disableSort />
          <DataTable.Col source="urls" label={t`Addresses listed`} disableSort />
          <DataTable.Col source="last_changed_at" label={t`Last changed`} disableSort>
            <DateField source="last_changed_at" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  )
}
