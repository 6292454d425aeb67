import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LocationRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { LOCATION_RESOURCE } from './locationData'
import { LocationForm } from './LocationForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Locations`, to: `/${LOCATION_RESOURCE}` },
    { label: last },
  ]
}

function LocationHeading() {
  const { t } = useLingui()
  const place = useRecordContext<LocationRecord>()
  const name = useLocalName()(place?.name) || t`Location`
  const count = place?.products ?? 0
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        place && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={
              count > 0
                ? t`${plural(count, { one: '# product is in it: move it to another location first.', other: '# products are in it: move them to another location first.' })}`
                : t`No product is in it.`
            }
          />
        )
      }
    />
  )
}

const NEW_LOCATION = { slug: '', name: { en: '' }, country_code: '', time_zone: '', lat: null, lng: null }

/** `settings/locations/{id}`, -1 creating: saved pessimistically so the server's 400/409 land on fields. */
export function LocationEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create location`} breadcrumbs={breadcrumbs} />
        <Create resource={LOCATION_RESOURCE} title={false} record={NEW_LOCATION} redirect="edit">
          <LocationForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={LOCATION_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <LocationHeading />
      <LocationForm />
    </Edit>
  )
}
