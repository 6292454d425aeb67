import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`tools/alerts`) lives at `/admin/alerts`, simple-rest as it is. */
export const ALERT_RESOURCE = 'tools/alerts'

/** `active-alert`: the alerts showing now to the user (`GET /alerts/active`), for the banner. */
export const alertOverrides = (
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides => ({
  [ALERT_RESOURCE]: atPath(base, 'admin/alerts'),
  'active-alert': {
    getList: async (_resource, { signal }) => {
      const { json } = await httpClient(`${root}/alerts/active`, { signal: signal ?? undefined })
      const { data } = json as { data: RaRecord[] }
      return { data, total: data.length }
    },
  } as Partial<DataProvider>,
})
