import type { HotelRecord } from '@jaunt/domain'
import { useGetOne, type HttpError } from 'react-admin'

/** The hotel a `hotel/manage/{id}` page works on; `missing` when it does not exist or is another supplier's. */
export function useManagedHotel(hotelId: number) {
  const valid = Number.isInteger(hotelId) && hotelId > 0
  const { data: hotel, error } = useGetOne<HotelRecord, HttpError>(
    'hotel',
    { id: hotelId },
    { retry: false, enabled: valid },
  )
  return { hotel, missing: !valid || error?.status === 404 }
}
