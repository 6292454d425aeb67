import Alert from '@mui/material/Alert'
import { useLingui } from '@lingui/react/macro'
import type { CancellationPolicyRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext, useResourceContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { PolicyForm } from './PolicyForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  const resource = useResourceContext()!
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Cancellation policies`, to: `/${resource}` },
    { label: last },
  ]
}

function PolicyPage() {
  const { t } = useLingui()
  const policy = useRecordContext<CancellationPolicyRecord>()
  const name = policy?.name || t`Cancellation policy`
  const breadcrumbs = useBreadcrumbs(name)
  const editable = policy?.editable ?? false
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={breadcrumbs}
        actions={
          editable &&
          policy && (
            <DeleteWithConfirmButton
              mutationMode="pessimistic"
              confirmTitle={t`Delete ${name}?`}
              confirmContent={
                policy.in_use > 0
                  ? t`${policy.in_use} products or rate plans use it: choose another policy for them first.`
                  : t`No product or rate plan uses it.`
              }
            />
          )
        }
      />
      {policy && !editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`The marketplace keeps this policy for every supplier: you can choose it for your products, not change it.`}
        </Alert>
      )}
      <PolicyForm readOnly={!editable} />
    </>
  )
}

/** A policy's page, -1 creating: saved pessimistically so the server's 400s land on their fields. */
export function PolicyEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const resource = useResourceContext()!
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create cancellation policy`} breadcrumbs={breadcrumbs} />
        <Create
          resource={resource}
          title={false}
          record={{ name: '', entries: [{ hours: 24, refund_percentage: 100 }] }}
          redirect="edit"
        >
          <PolicyForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={resource}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <PolicyPage />
    </Edit>
  )
}
