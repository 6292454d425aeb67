import { useLingui } from '@lingui/react/macro'
import type { DestinationBoxRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { DESTINATION_BOX_RESOURCE } from './destinationBoxData'
import { DestinationBoxForm, toBoxInput } from './DestinationBoxForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Destination boxes`, to: `/${DESTINATION_BOX_RESOURCE}` },
    { label: last },
  ]
}

function BoxHeading() {
  const { t } = useLingui()
  const box = useRecordContext<DestinationBoxRecord>()
  const name = useLocalName()(box?.name) || t`Destination box`
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        box && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={t`Its products stay; site pages stop showing this box.`}
          />
        )
      }
    />
  )
}

/** `selects/destination-box/{id}`, -1 creating: saved pessimistically so the server's 400/409 land on fields. */
export function DestinationBoxEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create destination box`} breadcrumbs={breadcrumbs} />
        <Create
          resource={DESTINATION_BOX_RESOURCE}
          title={false}
          record={{ slug: '', name: { en: '' }, image_url: null, items: [] }}
          transform={toBoxInput}
          redirect="edit"
        >
          <DestinationBoxForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={DESTINATION_BOX_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      transform={toBoxInput}
      {...stayOnRecordError}
    >
      <BoxHeading />
      <DestinationBoxForm />
    </Edit>
  )
}
