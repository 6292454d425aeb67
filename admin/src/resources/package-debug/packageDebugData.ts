import type { PackageDebugDay } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** `package-debug`: one package on one date (`meta.date`), from `debug-tool/{id}?date=`. */
export function packageDebugOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  return {
    'package-debug': {
      getOne: async (_resource, { id, meta }) => {
        const date = encodeURIComponent(String((meta as { date?: string } | undefined)?.date ?? ''))
        const { json } = await httpClient(`${root}/package/debug-tool/${Number(id)}?date=${date}`)
        return { data: { ...(json as PackageDebugDay), id: Number(id) } }
      },
    } as Partial<DataProvider>,
  }
}
