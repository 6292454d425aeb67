import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { SeoPageRecord } from '@jaunt/domain'
import { DataTable, DateField, List, TopToolbar } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { SEO_RESOURCE } from './seoData'
import { SEO_PAGE_LABELS } from './seoPageLabels'

/** `tools/seo`: the hosted sites' pages whose title, description and indexing the marketplace sets. */
export function SeoPageList() {
  const { t, i18n } = useLingui()
  return (
    <>
      <PageHeader
        title={t`SEO`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`SEO` }]}
      />
      <List
        resource={SEO_RESOURCE}
        pagination={false}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<SeoPageRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="id"
            label={t`Page`}
            disableSort
            render={(page: SeoPageRecord) => i18n._(SEO_PAGE_LABELS[page.id])}
          />
          <DataTable.Col
            source="texts"
            label={t`Title`}
            disableSort
            render={(page: SeoPageRecord) => page.texts.en?.title || '—'}
          />
          <DataTable.Col
            source="noindex"
            label={t`Search engines`}
            disableSort
            render={(page: SeoPageRecord) => (
              <Chip
                size="small"
                variant="outlined"
                color={page.noindex ? 'warning' : 'success'}
                label={page.noindex ? t`Not listed (noindex)` : t`Listed`}
              />
            )}
          />
          <DataTable.Col source="updated_at" label={t`Last updated`} disableSort>
            <DateField source="updated_at" showTime emptyText="—" />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  )
}
