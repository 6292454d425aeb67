import { useLingui } from '@lingui/react/macro'
import { Create, DeleteWithConfirmButton, Edit } from 'react-admin'
import { useParams } from 'react-router-dom'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { isNewTour } from '../tours/tourPaths'
import { FAQ_RESOURCE } from './faqData'
import { FaqForm } from './FaqForm'

function useBreadcrumbs(last: string) {
  const { t } = useLingui()
  return [{ label: t`Dashboard`, to: '/' }, { label: t`FAQ`, to: `/${FAQ_RESOURCE}` }, { label: last }]
}

/** `settings/faq/{id}`, -1 adding: saved pessimistically so the server's 400 lands on the fields. */
export function FaqEditOrCreate() {
  const { t } = useLingui()
  const { id } = useParams()
  const creating = isNewTour(id)
  const breadcrumbs = useBreadcrumbs(creating ? t`Add a question` : t`Edit question`)
  if (creating)
    return (
      <>
        <PageHeader title={t`Add a question`} breadcrumbs={breadcrumbs} />
        <Create
          resource={FAQ_RESOURCE}
          title={false}
          record={{ question: { en: '' }, answer: { en: '' }, position: 0, published: true }}
          redirect="list"
        >
          <FaqForm />
        </Create>
      </>
    )
  return (
    <Edit
      resource={FAQ_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect="list"
      actions={false}
      {...stayOnRecordError}
    >
      <PageHeader
        title={t`Edit question`}
        breadcrumbs={breadcrumbs}
        actions={
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={t`Delete this question?`}
            confirmContent={t`Guests will no longer see it.`}
          />
        }
      />
      <FaqForm />
    </Edit>
  )
}
