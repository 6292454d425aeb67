import { useLingui } from '@lingui/react/macro'
import type { TourRecord } from '@jaunt/domain'
import { Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { StatusMenu } from '../product-status/StatusMenu'
import { TourForm } from '../tours/TourForm'
import { useLocalName } from '../tours/useLocalName'

function AdminActivityHeading() {
  const { t } = useLingui()
  const localName = useLocalName()
  const tour = useRecordContext<TourRecord>()
  const name = localName(tour?.texts)
  return (
    <PageHeader
      title={name || t`Edit activity`}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/' },
        { label: t`Products` },
        { label: t`Activities`, to: '/activity' },
        { label: t`Edit` },
      ]}
      actions={tour && <StatusMenu resource="admin-activity" record={tour} />}
    />
  )
}

/**
 * `activity/edit/{id}`: the supplier's activity form, saved as the admin for the activity's owner
 * (the same checks), pessimistically so the server's 400s land on their fields.
 */
export function AdminActivityEdit() {
  const { id } = useParams()
  return (
    <Edit
      resource="admin-activity"
      id={id}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <AdminActivityHeading />
      <TourForm />
    </Edit>
  )
}
