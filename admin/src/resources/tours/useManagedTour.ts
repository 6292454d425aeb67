import type { TourRecord } from '@jaunt/domain'
import { useGetOne, type HttpError } from 'react-admin'

/** The activity a `tour/manage/{id}` page works on; `missing` when it does not exist or is another supplier's. */
export function useManagedTour(tourId: number) {
  const { data: tour, error } = useGetOne<TourRecord, HttpError>(
    'tour',
    { id: tourId },
    { retry: false, enabled: Number.isInteger(tourId) && tourId > 0 },
  )
  const missing = !Number.isInteger(tourId) || tourId <= 0 || error?.status === 404
  return { tour, missing }
}
