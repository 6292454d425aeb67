import { useLingui } from '@lingui/react/macro'
import { Create, DeleteWithConfirmButton, Edit } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { ALERT_RESOURCE } from './alertsData'
import { AlertForm } from './AlertForm'

/** `tools/alerts/{id}`, -1 creating: saved pessimistically so the server's 400 lands on fields. */
export function AlertEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = (last: string) => [
    { label: t`Tools` },
    { label: t`Alerts`, to: `/${ALERT_RESOURCE}` },
    { label: last },
  ]
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create alert`} breadcrumbs={breadcrumbs(t`Create`)} />
        <Create
          resource={ALERT_RESOURCE}
          title={false}
          record={{ message: { en: '' }, severity: 'info', roles: [] }}
          redirect="list"
        >
          <AlertForm />
        </Create>
      </>
    )
  return (
    <>
      <PageHeader title={t`Alert`} breadcrumbs={breadcrumbs(t`Alert`)} />
      <Edit
        resource={ALERT_RESOURCE}
        title={false}
        mutationMode="pessimistic"
        redirect="list"
        actions={false}
        {...stayOnRecordError}
      >
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle={t`Delete this alert?`}
          confirmContent={t`Nobody will see it any more.`}
          redirect="list"
          sx={{ alignSelf: 'flex-end', m: 1 }}
        />
        <AlertForm />
      </Edit>
    </>
  )
}
