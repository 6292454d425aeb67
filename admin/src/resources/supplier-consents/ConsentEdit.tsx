import { useLingui } from '@lingui/react/macro'
import type { SupplierConsentRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { ConsentForm } from './ConsentForm'
import { ConsentProducts } from './ConsentProducts'
import { CONSENT_RESOURCE } from './consentData'

const LIST = '/product-settings'
const pageOf = (id: unknown) => `${LIST}/supplier-consent/${String(id)}`

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [{ label: t`Dashboard`, to: '/' }, { label: t`Product settings`, to: LIST }, { label: last }]
}

function ConsentPage() {
  const { t } = useLingui()
  const consent = useRecordContext<SupplierConsentRecord>()
  const name = consent?.name || t`Supplier consent`
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={useBreadcrumbs(name)}
        actions={
          consent && (
            <DeleteWithConfirmButton
              resource={CONSENT_RESOURCE}
              mutationMode="pessimistic"
              redirect={LIST}
              confirmTitle={t`Delete ${name}?`}
              confirmContent={t`Partners can no longer add these products to packages; packages already built keep them.`}
            />
          )
        }
      />
      <ConsentForm />
      {consent && <ConsentProducts consent={consent} />}
    </>
  )
}

/** A consent's page (`product-settings/supplier-consent/{id}`, -1 creating), saved pessimistically. */
export function ConsentEditOrCreate() {
  const { t } = useLingui()
  const { consentId } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(consentId))
    return (
      <>
        <PageHeader title={t`Create consent`} breadcrumbs={breadcrumbs} />
        <Create
          resource={CONSENT_RESOURCE}
          title={false}
          record={{ name: '', all_services: true, valid_from: null, valid_to: null, terms: '' }}
          redirect={(_resource, id) => pageOf(id)}
        >
          <ConsentForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={CONSENT_RESOURCE}
      id={consentId}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <ConsentPage />
    </Edit>
  )
}
