import { useLingui } from '@lingui/react/macro'
import type { TaxCategoryRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { TAX_CATEGORY_RESOURCE } from './taxCategoryData'
import { TaxCategoryForm } from './TaxCategoryForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Tax categories`, to: `/${TAX_CATEGORY_RESOURCE}` },
    { label: last },
  ]
}

function TaxCategoryHeading() {
  const { t } = useLingui()
  const tax = useRecordContext<TaxCategoryRecord>()
  const name = useLocalName()(tax?.name) || t`Tax category`
  const count = tax?.products ?? 0
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        tax && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={
              count > 0
                ? t`${count} products use it: choose another tax category for them first.`
                : t`No product uses it.`
            }
          />
        )
      }
    />
  )
}

/** `settings/tax-categories/{id}`, -1 creating: saved pessimistically so the server's 400/409 land on fields. */
export function TaxCategoryEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create tax category`} breadcrumbs={breadcrumbs} />
        <Create
          resource={TAX_CATEGORY_RESOURCE}
          title={false}
          record={{ slug: '', name: { en: '' }, rate: 0 }}
          redirect="edit"
        >
          <TaxCategoryForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={TAX_CATEGORY_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <TaxCategoryHeading />
      <TaxCategoryForm />
    </Edit>
  )
}
