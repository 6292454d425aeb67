import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useLingui } from '@lingui/react/macro'
import { subUserCreateSchema, subUserEditSchema, SubUserInvitation, type SubUserRecord } from '@jaunt/domain'
import {
  BooleanInput,
  Create,
  DeleteWithConfirmButton,
  Edit,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
} from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { SUB_USERS_RESOURCE } from './subUsersData'

const validateNew = zodValidate(subUserCreateSchema)
const validateEdit = zodValidate(subUserEditSchema)

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Sub-Users`, to: `/${SUB_USERS_RESOURCE}` },
    { label: last },
  ]
}

function InviteAgainButton({ user }: { user: SubUserRecord }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const email = user.email
  const send = () =>
    update(
      SUB_USERS_RESOURCE,
      { id: user.id, data: {}, previousData: user, meta: { call: 'invitation' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t`A new link to set the password was sent to ${email}.`, { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    )
  return (
    <Button variant="outlined" onClick={send} disabled={isPending}>
      {user.invitation === SubUserInvitation.Accepted
        ? t`Send a password link`
        : t`Send the invitation again`}
    </Button>
  )
}

function PendingInvitation({ email }: { email: string }) {
  const { t } = useLingui()
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t`${email} has not set a password yet. The invitation link works for 24 hours.`}
    </Alert>
  )
}

function SubUserPage() {
  const { t } = useLingui()
  const user = useRecordContext<SubUserRecord>()
  const name = user?.name || t`Operator`
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={useBreadcrumbs(name)}
        actions={
          user && (
            <Stack direction="row" spacing={1}>
              <InviteAgainButton user={user} />
              <DeleteWithConfirmButton
                mutationMode="pessimistic"
                confirmTitle={t`Remove ${name}?`}
                confirmContent={t`They can no longer log in or use the card readers. The sales they made stay in your reservations.`}
              />
            </Stack>
          )
        }
      />
      {user?.invitation === SubUserInvitation.Pending && <PendingInvitation email={user.email} />}
      <SimpleForm validate={validateEdit}>
        <TextInput source="email" label={t`Email`} readOnly sx={{ maxWidth: 400 }} />
        <TextInput source="name" label={t`Name`} sx={{ maxWidth: 400 }} />
        <BooleanInput
          source="active"
          label={t`Can log in`}
          helperText={t`Turning this off ends their sessions at once.`}
        />
      </SimpleForm>
    </>
  )
}

/** An operator's page, -1 adding one: the server mails them an invitation to set their password. */
export function SubUserEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const notify = useNotify()
  const redirect = useRedirect()
  const breadcrumbs = useBreadcrumbs(t`Add operator`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Add operator`} breadcrumbs={breadcrumbs} />
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`Operators log in to the back office to take card payments on your sites' readers. They get an email with a link to set their password.`}
        </Alert>
        <Create
          resource={SUB_USERS_RESOURCE}
          title={false}
          record={{ name: '', email: '' }}
          mutationOptions={{
            onSuccess: (user: SubUserRecord) => {
              const email = user.email
              notify(t`Invitation sent to ${email}.`, { type: 'success' })
              redirect('list', SUB_USERS_RESOURCE)
            },
          }}
        >
          <SimpleForm validate={validateNew}>
            <TextInput source="name" label={t`Name`} sx={{ maxWidth: 400 }} />
            <TextInput source="email" label={t`Email`} type="email" sx={{ maxWidth: 400 }} />
          </SimpleForm>
        </Create>
      </>
    )
  return (
    <Edit
      resource={SUB_USERS_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <SubUserPage />
    </Edit>
  )
}
