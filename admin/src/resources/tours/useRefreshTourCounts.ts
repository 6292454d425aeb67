import { useQueryClient } from '@tanstack/react-query'

/** After a status or privacy change: react-admin refreshes the list, this the status tabs' counts. */
export function useRefreshTourCounts() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['tour', 'countByStatus'] })
}
