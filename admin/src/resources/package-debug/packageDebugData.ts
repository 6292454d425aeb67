import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** `package-debug`: one package on one date (`meta.date`), from `debug-tool/{id}?date=`. */
export function packageDebugOverrides(api: ApiClient): ResourceOverrides {
  return {
    'package-debug': {
      getOne: async (_resource, { id, meta, signal }) => {
        const date = String((meta as { date?: string } | undefined)?.date ?? '')
        const day = await answerOf(
          api.GET('/core/v1/package/debug-tool/{id}', {
            params: { path: { id: Number(id) }, query: { date } },
            signal,
          }),
        )
        return { data: { ...day, id: Number(id) } }
      },
    } as Partial<DataProvider>,
  }
}
