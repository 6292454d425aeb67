import { useGetList } from 'react-admin'

/**
 * A whole unpaged list as input choices. `partner-sites` and `supplier` answer only getList (no
 * getMany), so their inputs take choices instead of being reference inputs.
 */
export function useWholeChoices(resource: 'partner-sites' | 'supplier') {
  const { data } = useGetList<{ id: number; name: string }>(resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  return data ?? []
}
