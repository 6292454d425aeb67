import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { AdminUser } from '@jaunt/api-client/admin'
import { UserRole } from '@jaunt/domain'
import { DataTable, List } from 'react-admin'
import { PageHeader } from '../layout/PageHeader'
import { LogInAsButton } from './LogInAsButton'

/** Users › Partners: every partner account, with the admin's "Log in as". */
export function UserList() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Partners`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Users` }, { label: t`Partners` }]}
      />
      <List
        resource="user"
        filter={{ role: UserRole.Partner }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={false}
        title={false}
        disableSyncWithLocation
      >
        <DataTable<AdminUser> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="email" label={t`Email`} />
          <DataTable.Col
            source="can_login"
            label={t`Status`}
            render={(record: AdminUser) =>
              record.can_login ? (
                <Chip size="small" color="success" variant="outlined" label={t`Active`} />
              ) : (
                <Chip size="small" label={t`Cannot log in`} />
              )
            }
          />
          <DataTable.Col
            label={t`Actions`}
            align="right"
            disableSort
            render={(record: AdminUser) => <LogInAsButton user={record} />}
          />
        </DataTable>
      </List>
    </>
  )
}
