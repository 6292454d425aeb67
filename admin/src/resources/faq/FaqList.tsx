import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { FaqEntryRecord } from '@jaunt/domain'
import { DataTable, List, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { FAQ_RESOURCE } from './faqData'

/** `settings/faq`: the questions guests read on the hosted sites, in their order. */
export function FaqList() {
  const { t } = useLingui()
  const localText = useLocalName()
  return (
    <>
      <PageHeader
        title={t`FAQ`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Settings` }, { label: t`FAQ` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Add a question`}
          </Button>
        }
      />
      <List
        resource={FAQ_RESOURCE}
        sort={{ field: 'position', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<FaqEntryRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.NumberCol source="position" label={t`Order`} />
          <DataTable.Col
            source="question"
            label={t`Question`}
            render={(entry: FaqEntryRecord) => localText(entry.question)}
          />
          <DataTable.Col
            source="published"
            label={t`Published`}
            render={(entry: FaqEntryRecord) => (entry.published ? t`Yes` : t`No`)}
          />
        </DataTable>
      </List>
    </>
  )
}
