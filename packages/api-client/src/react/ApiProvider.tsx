import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { isApiError } from '../errors'
import type { HttpClient } from '../http'

const ApiClientContext = createContext<HttpClient | null>(null)

// A 4xx will not change by asking again; retry only when the server or the network failed.
const defaultConfig: SWRConfiguration = {
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return
    if (retryCount >= 3) return
    setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval * 2 ** retryCount)
  },
}

export type ApiProviderProps = {
  client: HttpClient
  /** SWR options for everything below, on top of the defaults above. */
  config?: SWRConfiguration
  children?: ReactNode
}

export function ApiProvider({ client, config, children }: ApiProviderProps) {
  const value = useMemo(() => ({ ...defaultConfig, ...config }), [config])
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  )
}

export function useApiClient(): HttpClient {
  const client = useOptionalApiClient()
  if (!client) throw new Error('useApiClient needs an <ApiProvider> above it')
  return client
}

/** The client, or null outside an ApiProvider (a part drawn alone, as in Storybook). */
export const useOptionalApiClient = (): HttpClient | null => useContext(ApiClientContext)
