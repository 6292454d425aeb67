import { useLingui } from '@lingui/react/macro'
import { ServiceType, type AdminActivityCreate as AdminActivityInput } from '@jaunt/domain'
import { Create } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'
import { TourForm } from '../tours/TourForm'

/** `activity/create`: a new activity for the supplier the admin chooses, saved inactive as theirs. */
export function AdminActivityCreate() {
  const { t } = useLingui()
  const defaults: Partial<AdminActivityInput> = {
    service_type: ServiceType.Activities,
    currency_code: '',
    duration: { days: null, hours: 1, minutes: 0 },
    min_booking: 1,
    category_ids: [],
    texts: { en: { name: '' } },
  }
  return (
    <>
      <PageHeader
        title={t`Create activity`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Products` },
          { label: t`Activities`, to: '/activity' },
          { label: t`Create` },
        ]}
      />
      <Create
        resource="admin-activity"
        title={false}
        record={defaults}
        redirect={(_resource, id) => `activity/edit/${String(id)}`}
      >
        <TourForm chooseSupplier />
      </Create>
    </>
  )
}
