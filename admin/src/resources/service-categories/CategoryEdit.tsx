import { useLingui } from '@lingui/react/macro'
import type { CategoryAdminRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { CATEGORY_RESOURCE } from './categoryData'
import { CategoryForm } from './CategoryForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Service categories`, to: `/${CATEGORY_RESOURCE}` },
    { label: last },
  ]
}

function CategoryHeading() {
  const { t } = useLingui()
  const category = useRecordContext<CategoryAdminRecord>()
  const name = useLocalName()(category?.name) || t`Category`
  const count = category?.products ?? 0
  const why =
    count > 0
      ? t`${count} products use it or its subcategories: move them to another category first.`
      : category && category.children > 0
        ? t`It has subcategories: move or delete them first.`
        : t`No product uses it.`
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        category && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={why}
          />
        )
      }
    />
  )
}

/** `selects/service-category/{id}`, -1 creating: saved pessimistically so the server's 400/409 land on fields. */
export function CategoryEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create category`} breadcrumbs={breadcrumbs} />
        <Create
          resource={CATEGORY_RESOURCE}
          title={false}
          record={{ slug: '', name: { en: '' }, parent_id: null, position: 0 }}
          redirect="edit"
        >
          <CategoryForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={CATEGORY_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <CategoryHeading />
      <CategoryForm />
    </Edit>
  )
}
