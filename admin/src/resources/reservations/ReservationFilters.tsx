import { useLingui } from '@lingui/react/macro'
import { ServiceType, UserRole } from '@jaunt/domain'
import { DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin'
import { useUser } from '../../access/useCurrentUser'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { BOOKED_STATUSES, RESERVATION_STATUS_LABELS } from './reservationStatus'

/** The table's search and filters; the site filter only for those who have sites to choose from. */
export function useReservationFilters() {
  const { t, i18n } = useLingui()
  const user = useUser()
  const seesSites = user.role_id.some((role) => role === UserRole.Partner || role === UserRole.Admin)
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t`Search by ref, guest or product`} />,
    <SelectInput
      key="status"
      source="status"
      label={t`Status`}
      alwaysOn
      emptyText={t`All`}
      choices={BOOKED_STATUSES.map((status) => ({
        id: status,
        name: i18n._(RESERVATION_STATUS_LABELS[status]),
      }))}
    />,
    <SelectInput
      key="service_type"
      source="service_type"
      label={t`Type`}
      emptyText={t`All`}
      choices={Object.values(ServiceType).map((type) => ({
        id: type,
        name: i18n._(SERVICE_TYPE_LABELS[type]),
      }))}
    />,
    <DateInput key="travel_from" source="travel_from" label={t`Travel from`} />,
    <DateInput key="travel_to" source="travel_to" label={t`Travel until`} />,
    <DateInput key="booked_from" source="booked_from" label={t`Booked from`} />,
    <DateInput key="booked_to" source="booked_to" label={t`Booked until`} />,
    ...(seesSites
      ? [
          <ReferenceInput key="site_id" source="site_id" reference="partner-sites">
            <SelectInput label={t`Site`} optionText="name" emptyText={t`All`} />
          </ReferenceInput>,
        ]
      : []),
  ]
}
