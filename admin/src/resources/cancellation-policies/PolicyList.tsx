import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { CancellationPolicyRecord } from '@jaunt/domain'
import { DataTable, List, TopToolbar, useResourceContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { useRulesText } from './useRulesText'

/**
 * The cancellation policies: for the admin the marketplace's shared ones, for a supplier those and
 * their own. Each says its rules in words and how many products and rate plans use it.
 */
export function PolicyList() {
  const { t } = useLingui()
  const resource = useResourceContext()!
  const rules = useRulesText()
  const supplier = resource === 'product-settings'
  return (
    <>
      <PageHeader
        title={t`Cancellation policies`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Cancellation policies` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create policy`}
          </Button>
        }
      />
      <List
        resource={resource}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <DataTable<CancellationPolicyRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col
            source="entries"
            label={t`Rules`}
            disableSort
            render={(policy: CancellationPolicyRecord) => rules(policy.entries)}
          />
          {supplier && (
            <DataTable.Col
              source="shared"
              label={t`Kept by`}
              disableSort
              render={(policy: CancellationPolicyRecord) => (
                <Chip size="small" label={policy.shared ? t`The marketplace` : t`You`} />
              )}
            />
          )}
          <DataTable.Col source="in_use" label={t`Used by`} disableSort />
        </DataTable>
      </List>
    </>
  )
}
