import { createPublicClient, isApiError, type HttpClient } from '@jaunt/api-client'
import type { Locale } from '@jaunt/domain'
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

const PublicApiContext = createContext<HttpClient | null>(null)

/** The public API on this site's own origin, in the page's language. */
export function PublicApiProvider({
  apiBase,
  lang,
  children,
}: {
  apiBase: string
  lang: Locale
  children: ReactNode
}) {
  const http = useMemo(() => createPublicClient({ apiBase, getLocale: () => lang }), [apiBase, lang])
  return <PublicApiContext.Provider value={http}>{children}</PublicApiContext.Provider>
}

export type PublicCall<T> =
  { state: 'loading' } | { state: 'missing' } | { state: 'error' } | { state: 'ready'; value: T }

/** A public call, again when its key changes; a 404 is `missing`, not an error. */
export function usePublicCall<T>(
  key: string,
  call: (http: HttpClient, signal: AbortSignal) => Promise<T>,
): PublicCall<T> {
  const http = useContext(PublicApiContext)
  const [result, setResult] = useState<PublicCall<T>>({ state: 'loading' })
  // `call` is a new function each render; the key says when the call is another one.
  const latest = useRef(call)
  latest.current = call
  useEffect(() => {
    if (!http) return
    const abort = new AbortController()
    setResult({ state: 'loading' })
    latest.current(http, abort.signal).then(
      (value) => !abort.signal.aborted && setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (abort.signal.aborted) return
        setResult(isApiError(error) && error.status === 404 ? { state: 'missing' } : { state: 'error' })
      },
    )
    return () => abort.abort()
  }, [http, key])
  return result
}
