import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import { SubUserInvitation, type SubUserRecord } from '@jaunt/domain'
import { DataTable, List, SearchInput, TopToolbar } from 'react-admin'
import { Link } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { NEW_TOUR_ID } from '../tours/tourPaths'
import { SUB_USERS_RESOURCE } from './subUsersData'

/** The partner's operators: who may log in, and who has not yet set a password. */
export function SubUserList() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Sub-Users`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Sub-Users` }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`${NEW_TOUR_ID}`}>
            {t`Add operator`}
          </Button>
        }
      />
      <List
        resource={SUB_USERS_RESOURCE}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or email`} />]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
        empty={false}
      >
        <DataTable<SubUserRecord> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" label={t`Name`} />
          <DataTable.Col source="email" label={t`Email`} />
          <DataTable.Col
            source="active"
            label={t`Access`}
            disableSort
            render={(user: SubUserRecord) => (
              <Chip
                size="small"
                color={user.active ? 'success' : 'default'}
                label={user.active ? t`Can log in` : t`Stopped`}
              />
            )}
          />
          <DataTable.Col
            source="invitation"
            label={t`Password`}
            disableSort
            render={(user: SubUserRecord) =>
              user.invitation === SubUserInvitation.Accepted ? t`Set` : t`Invitation sent`
            }
          />
        </DataTable>
      </List>
    </>
  )
}
