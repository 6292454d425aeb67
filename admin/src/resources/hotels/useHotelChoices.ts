import { useGetOne } from 'react-admin'

export interface HotelChoices {
  id: string
  features: { id: number; name: string; most_popular: boolean }[]
  cancellation_policies: { id: number; name: string }[]
}

/** The features (most popular first) and cancellation policies a hotel's forms offer. */
export function useHotelChoices() {
  const { data } = useGetOne<HotelChoices>('hotel-choices', { id: 'all' }, { staleTime: 60_000 })
  return { features: data?.features ?? [], policies: data?.cancellation_policies ?? [] }
}
