import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { ApprovalStatus, UserRole, type UserAdminRow } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar, useListContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { LogInAsButton } from './LogInAsButton'
import { UserDecisionButtons } from './UserDecisionButtons'
import { USER_RESOURCE } from './usersData'
import { USER_ROLE_TABS, USER_STATUS_TABS } from './userLabels'

/** The role and status tabs: the spec's `user/{userRole}` with its pending, active and reject lists. */
function UserTabs() {
  const { t } = useLingui()
  const { filterValues, setFilters } = useListContext()
  const role = Number(filterValues.role ?? UserRole.Partner)
  const status = Number(filterValues.status ?? ApprovalStatus.Active)
  return (
    <Stack sx={{ mb: 1 }}>
      <Tabs
        value={role}
        onChange={(_event, value: number) => setFilters({ ...filterValues, role: value }, undefined, false)}
      >
        {USER_ROLE_TABS.map((tab) => (
          <Tab key={tab.role} value={tab.role} label={t(tab.label)} />
        ))}
      </Tabs>
      <Tabs
        value={status}
        onChange={(_event, value: number) => setFilters({ ...filterValues, status: value }, undefined, false)}
        textColor="secondary"
        indicatorColor="secondary"
      >
        {USER_STATUS_TABS.map((tab) => (
          <Tab key={tab.status} value={tab.status} label={t(tab.label)} />
        ))}
      </Tabs>
    </Stack>
  )
}

function StatusChip({ user }: { user: UserAdminRow }) {
  const { t } = useLingui()
  if (user.status === ApprovalStatus.Pending) return <Chip size="small" color="warning" label={t`Pending`} />
  if (user.status === ApprovalStatus.Reject) return <Chip size="small" color="error" label={t`Rejected`} />
  return user.can_login ? (
    <Chip size="small" color="success" variant="outlined" label={t`Active`} />
  ) : (
    <Chip size="small" label={t`Cannot log in`} />
  )
}

/** Users: every account of a role by approval status, searchable, with approve, reject and "Log in as". */
export function UserList() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Users`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Users` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Create user`}
          </Button>
        }
      />
      <List
        resource={USER_RESOURCE}
        filterDefaultValues={{ role: UserRole.Partner, status: ApprovalStatus.Active }}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or email`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        disableSyncWithLocation
      >
        <UserTabs />
        <DataTable<UserAdminRow> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="email" label={t`Email`} />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: UserAdminRow) => <StatusChip user={record} />}
          />
          <DataTable.Col
            label={t`Actions`}
            align="right"
            disableSort
            render={(record: UserAdminRow) =>
              record.status === ApprovalStatus.Active ? (
                !record.role_id.includes(UserRole.Admin) && <LogInAsButton user={record} />
              ) : (
                <UserDecisionButtons user={record} />
              )
            }
          />
        </DataTable>
      </List>
    </>
  )
}
