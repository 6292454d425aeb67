import { useLingui } from '@lingui/react/macro'
import type { BusinessTypeRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { BUSINESS_TYPE_RESOURCE } from './businessTypeData'
import { BusinessTypeForm } from './BusinessTypeForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Business types`, to: `/${BUSINESS_TYPE_RESOURCE}` },
    { label: last },
  ]
}

function BusinessTypeHeading() {
  const { t } = useLingui()
  const type = useRecordContext<BusinessTypeRecord>()
  const name = useLocalName()(type?.name) || t`Business type`
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        type && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={t`Only a business type no supplier or partner runs can be deleted.`}
          />
        )
      }
    />
  )
}

/** `selects/business-type/{id}`, -1 creating: saved pessimistically so the server's 400 lands on fields. */
export function BusinessTypeEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create business type`} breadcrumbs={breadcrumbs} />
        <Create resource={BUSINESS_TYPE_RESOURCE} title={false} record={{ name: { en: '' } }} redirect="edit">
          <BusinessTypeForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={BUSINESS_TYPE_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <BusinessTypeHeading />
      <BusinessTypeForm />
    </Edit>
  )
}
