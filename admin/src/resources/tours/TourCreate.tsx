import { useLingui } from '@lingui/react/macro'
import { ServiceType, type TourInput } from '@jaunt/domain'
import { Create } from 'react-admin'
import { useUser } from '../../access/useCurrentUser'
import { PageHeader } from '../../layout/PageHeader'
import { TourForm } from './TourForm'
import { useTourBreadcrumbs } from './useTourBreadcrumbs'

/** `tour/-1`: a new activity, saved inactive; its edit page opens after saving. */
export function TourCreate() {
  const { t } = useLingui()
  const user = useUser()
  const defaults: Partial<TourInput> = {
    service_type: ServiceType.Activities,
    currency_code: user.user_currency_type ?? '',
    duration: { days: null, hours: 1, minutes: 0 },
    min_booking: 1,
    category_ids: [],
    texts: { en: { name: '' } },
  }
  return (
    <>
      <PageHeader title={t`Create activity`} breadcrumbs={useTourBreadcrumbs(t`Create`)} />
      <Create
        resource="tour"
        title={false}
        record={defaults}
        redirect={(_resource, id) => `tour/${String(id)}`}
      >
        <TourForm />
      </Create>
    </>
  )
}
