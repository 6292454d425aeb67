import { useLingui } from '@lingui/react/macro'
import type { TagRecord } from '@jaunt/domain'
import { Create, DeleteWithConfirmButton, Edit, useRecordContext } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { useLocalName } from '../tours/useLocalName'
import { TAG_RESOURCE } from './tagData'
import { TagForm } from './TagForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [{ label: t`Dashboard`, to: '/' }, { label: t`Tags`, to: `/${TAG_RESOURCE}` }, { label: last }]
}

function TagHeading() {
  const { t } = useLingui()
  const tag = useRecordContext<TagRecord>()
  const name = useLocalName()(tag?.name) || t`Tag`
  return (
    <PageHeader
      title={name}
      breadcrumbs={useBreadcrumbs(name)}
      actions={
        tag && (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete ${name}?`}
            confirmContent={t`The ${tag.products} products that carry it lose this tag.`}
          />
        )
      }
    />
  )
}

/** `selects/tag/{id}`, -1 creating: saved pessimistically so the server's 400/409 land on fields. */
export function TagEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const breadcrumbs = useBreadcrumbs(t`Create`)
  if (isNewTour(id))
    return (
      <>
        <PageHeader title={t`Create tag`} breadcrumbs={breadcrumbs} />
        <Create resource={TAG_RESOURCE} title={false} record={{ slug: '', name: { en: '' } }} redirect="edit">
          <TagForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={TAG_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <TagHeading />
      <TagForm />
    </Edit>
  )
}
