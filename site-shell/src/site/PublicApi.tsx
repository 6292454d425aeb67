import { createPublicClient, isApiError, type HttpClient } from '@jaunt/api-client'
import { ApiProvider, useApi, usePreload } from '@jaunt/api-client/react'
import type { Locale } from '@jaunt/domain'
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { mayPrefetch } from './prefetch'

type Call<T> = (http: HttpClient, signal: AbortSignal) => Promise<T>

/**
 * The public API on this site's own origin, in the page's language, through SWR: one answer per key
 * for the page's life (a page visited again, or prefetched, shows at once), the answers the server
 * sent with the page shown in the first render. Another language gets a cache of its own.
 */
export function PublicApiProvider({
  apiBase,
  lang,
  initialAnswers = {},
  children,
}: {
  apiBase: string
  lang: Locale
  /** Answers the server sent with the page, by key. */
  initialAnswers?: Record<string, unknown>
  children: ReactNode
}) {
  const [sentWithPage] = useState(initialAnswers)
  const client = useMemo(() => createPublicClient({ apiBase, getLocale: () => lang }), [apiBase, lang])
  const config = useMemo(
    () => ({
      provider: () => new Map(),
      fallback: sentWithPage,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    }),
    [sentWithPage],
  )
  return (
    <ApiProvider key={lang} client={client} config={config}>
      {children}
    </ApiProvider>
  )
}

export type PublicCall<T> =
  { state: 'loading' } | { state: 'missing' } | { state: 'error' } | { state: 'ready'; value: T }

/** A public call, again when its key changes; a 404 is `missing`, not an error. */
export function usePublicCall<T>(key: string, call: Call<T>): PublicCall<T> {
  // `call` is a new function each render; the key says when the call is another one.
  const latest = useRef(call)
  latest.current = call
  const { data, error } = useApi<T>(key, (http) => latest.current(http, new AbortController().signal))
  if (data !== undefined) return { state: 'ready', value: data }
  if (error) return isApiError(error) && error.status === 404 ? { state: 'missing' } : { state: 'error' }
  return { state: 'loading' }
}

/** Asks for an answer ahead of need (a link the guest points at), unless the connection is slow or metered. */
export function usePrefetch() {
  const preload = usePreload()
  return useCallback(
    <T,>(key: string, call: Call<T>) => {
      if (!mayPrefetch(navigator)) return
      preload(key, (http) => call(http, new AbortController().signal))
    },
    [preload],
  )
}
