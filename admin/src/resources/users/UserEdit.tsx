import Stack from '@mui/material/Stack'
import { useLingui } from '@lingui/react/macro'
import {
  LOCALES,
  LOCALE_NAMES,
  Policy,
  userAdminCreateSchema,
  userAdminEditSchema,
  type UserAdminRow,
} from '@jaunt/domain'
import {
  CheckboxGroupInput,
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { LogInAsHistoryLink } from './LogInAsHistoryLink'
import { PasswordResetButton } from './PasswordResetButton'
import { PayoutAccountForm } from './PayoutAccountForm'
import { UserDecisionButtons } from './UserDecisionButtons'
import { USER_RESOURCE } from './usersData'
import { POLICY_LABELS, USER_ROLE_TABS } from './userLabels'

const validate = zodValidate(userAdminEditSchema)
const validateNew = zodValidate(userAdminCreateSchema)

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
            <LogInAsHistoryLink user={user} />
            <UserDecisionButtons user={user} />
            <PasswordResetButton user={user} />
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

function UserFields() {
  const { t, i18n } = useLingui()
  const languages = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }))
  const roles = USER_ROLE_TABS.map((tab) => ({ id: tab.role, name: t(tab.label) }))
  const policies = Object.values(Policy).map((policy) => ({ id: policy, name: t(POLICY_LABELS[policy]) }))
  return (
    <>
      <TextInput source="name" label={t`Name`} sx={{ maxWidth: 400 }} fullWidth />
      <TextInput source="email" label={t`Email`} sx={{ maxWidth: 400 }} fullWidth />
      <Stack direction="row" spacing={2}>
        <TextInput source="country_code" label={t`Country code`} />
        <TextInput source="user_currency_type" label={t`Currency`} />
        {/* The language of the user's mails; a new user's starts as the admin's own. */}
        <SelectInput
          source="locale"
          label={t`Language`}
          choices={languages}
          defaultValue={i18n.locale}
          parse={(value: string) => value || undefined}
        />
      </Stack>
      <CheckboxGroupInput source="role_id" label={t`Roles`} choices={roles} />
      <CheckboxGroupInput source="policies" label={t`Policies`} choices={policies} row={false} />
    </>
  )
}

/** `user/-1`: an account made active at once; its user is mailed a link to set a password. */
function UserCreate() {
  const { t } = useLingui()
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <>
      <PageHeader
        title={t`Create user`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Users`, to: `/${USER_RESOURCE}` },
          { label: t`Create` },
        ]}
      />
      <Create
        resource={USER_RESOURCE}
        title={false}
        record={{
          name: '',
          email: '',
          country_code: 'NO',
          user_currency_type: 'NOK',
          role_id: [],
          policies: [],
        }}
        mutationOptions={{
          onSuccess: (user: UserAdminRow) => {
            const email = user.email
            notify(t`Account created. ${email} was sent a link to set a password.`, { type: 'success' })
            redirect('edit', USER_RESOURCE, user.id)
          },
        }}
      >
        <SimpleForm validate={validateNew}>
          <UserFields />
        </SimpleForm>
      </Create>
    </>
  )
}

/** `user/{id}`: who the user is, their roles and every policy of the spec as a checkbox; -1 creates. */
export function UserEdit() {
  const { id } = useParams()
  if (isNewTour(id)) return <UserCreate />
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
        <UserFields />
      </SimpleForm>
      {/* Inside the user's page, so it shows only for a user that exists. */}
      <PayoutAccountForm userId={Number(id)} />
    </Edit>
  )
}
