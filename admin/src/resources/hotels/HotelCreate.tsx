import { useLingui } from '@lingui/react/macro'
import type { HotelInput } from '@jaunt/domain'
import { Create } from 'react-admin'
import { useUser } from '../../access/useCurrentUser'
import { PageHeader } from '../../layout/PageHeader'
import { HotelForm } from './HotelForm'
import { useHotelBreadcrumbs } from './hotelPaths'

/** `hotel/-1`: a new hotel, saved inactive; its edit page (with room types and rate plans) opens after. */
export function HotelCreate() {
  const { t } = useLingui()
  const user = useUser()
  const defaults: Partial<HotelInput> = {
    currency_code: user.user_currency_type ?? '',
    checkin_time: '15:00',
    checkout_time: '11:00',
    feature_ids: [],
    texts: { en: { name: '' } },
  }
  return (
    <>
      <PageHeader title={t`Create accommodation`} breadcrumbs={useHotelBreadcrumbs({ label: t`Create` })} />
      <Create
        resource="hotel"
        title={false}
        record={defaults}
        redirect={(_resource, id) => `hotel/${String(id)}`}
      >
        <HotelForm />
      </Create>
    </>
  )
}
