import { useCallback } from 'react'
import { preload, useSWRConfig } from 'swr'
import type { HttpClient } from '../http'
import { useOptionalApiClient } from './ApiProvider'

/**
 * Starts a call ahead of need (a link the guest points at): the first `useApi` of the key takes its
 * answer instead of asking again. A key already answered, or given with the page, is not asked; nor
 * is anything outside an ApiProvider.
 */
export function usePreload() {
  const client = useOptionalApiClient()
  const { cache, fallback } = useSWRConfig()
  return useCallback(
    <T>(key: string, fetcher: (client: HttpClient) => Promise<T>) => {
      if (
        !client ||
        cache.get(key)?.data !== undefined ||
        (fallback as Record<string, unknown>)[key] !== undefined
      )
        return
      preload(key, () => fetcher(client)).catch(() => undefined)
    },
    [client, cache, fallback],
  )
}
