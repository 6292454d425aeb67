import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { SiteCatalogueTotals } from '@jaunt/domain'
import { useDataProvider } from 'react-admin'

const KEY = ['site-catalogue', 'catalogueTotals'] as const

/** How many of the marketplace's products the site sells (`view-services/total/{site}`). */
export function useCatalogueTotals(siteId: number) {
  const dataProvider = useDataProvider()
  return useQuery({
    queryKey: [...KEY, siteId],
    queryFn: () =>
      dataProvider.catalogueTotals('site-catalogue', { site_id: siteId }) as Promise<SiteCatalogueTotals>,
  })
}

export function useRefreshCatalogueTotals() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: KEY })
}
