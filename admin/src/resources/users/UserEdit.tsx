import Stack from '@mui/material/Stack'
import { useLingui } from '@lingui/react/macro'
import { Policy, userAdminEditSchema, type UserAdminRow } from '@jaunt/domain'
import {
  CheckboxGroupInput,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin'
import { stayOnRecordError } from '../../forms/RecordError'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { UserDecisionButtons } from './UserDecisionButtons'
import { USER_RESOURCE } from './usersData'
import { POLICY_LABELS, USER_ROLE_TABS } from './userLabels'

const validate = zodValidate(userAdminEditSchema)

function UserHeading() {
  const { t } = useLingui()
  const user = useRecordContext<UserAdminRow>()
  const name = user?.name ?? t`User`
  return (
    <PageHeader
      title={name}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/' },
        { label: t`Users`, to: `/${USER_RESOURCE}` },
        { label: name },
      ]}
      actions={
        user && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <UserDecisionButtons user={user} />
            <DeleteWithConfirmButton
              mutationMode="pessimistic"
              confirmTitle={t`Delete ${name}?`}
              confirmContent={t`They can no longer log in and leave every list. Their products and bookings stay as they are, and guests keep their bookings.`}
            />
          </Stack>
        )
      }
    />
  )
}

/** `user/{id}`: who the user is, their roles and every policy of the spec as a checkbox. */
export function UserEdit() {
  const { t } = useLingui()
  const roles = USER_ROLE_TABS.map((tab) => ({ id: tab.role, name: t(tab.label) }))
  const policies = Object.values(Policy).map((policy) => ({ id: policy, name: t(POLICY_LABELS[policy]) }))
  return (
    <Edit
      resource={USER_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <UserHeading />
      <SimpleForm
        validate={validate}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="name" label={t`Name`} sx={{ maxWidth: 400 }} fullWidth />
        <TextInput source="email" label={t`Email`} sx={{ maxWidth: 400 }} fullWidth />
        <Stack direction="row" spacing={2}>
          <TextInput source="country_code" label={t`Country code`} />
          <TextInput source="user_currency_type" label={t`Currency`} />
        </Stack>
        <CheckboxGroupInput source="role_id" label={t`Roles`} choices={roles} />
        <CheckboxGroupInput source="policies" label={t`Policies`} choices={policies} row={false} />
      </SimpleForm>
    </Edit>
  )
}
