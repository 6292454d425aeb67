import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'
import type { ApiError } from '../errors'
import type { HttpClient } from '../http'
import { useApiClient } from './ApiProvider'

/** A cache key: a string or a tuple of the call and its arguments; null waits (nothing is fetched). */
export type ApiKey = string | readonly [string, ...unknown[]] | null

/**
 * Fetches once per key through the client of the nearest ApiProvider, cached and shared by SWR.
 * The fetcher must depend only on the key, since the cache is keyed by it.
 */
export function useApi<T, K extends ApiKey = ApiKey>(
  key: K,
  fetcher: (client: HttpClient, key: Exclude<K, null>) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const client = useApiClient()
  return useSWR<T, ApiError>(key, (k: Exclude<K, null>) => fetcher(client, k), config)
}
