import { createPublicClient, isApiError, type HttpClient } from '@jaunt/api-client'
import type { Locale } from '@jaunt/domain'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { mayPrefetch } from './prefetch'

type Call<T> = (http: HttpClient, signal: AbortSignal) => Promise<T>
type PublicApi = {
  http: HttpClient
  answers: Map<string, Promise<unknown>>
  /** The answers already in hand, so a page shows them in its first render. */
  settled: Map<string, unknown>
}

const PublicApiContext = createContext<PublicApi | null>(null)

/** The public API on this site's own origin, in the page's language, with the answers it already has. */
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
  // The server's answers count for the page it sent; another language asks afresh.
  const [sentWithPage] = useState(initialAnswers)
  const api = useMemo(
    () => ({
      http: createPublicClient({ apiBase, getLocale: () => lang }),
      answers: new Map<string, Promise<unknown>>(
        Object.entries(sentWithPage).map(([key, value]) => [key, Promise.resolve(value)]),
      ),
      settled: new Map(Object.entries(sentWithPage)),
    }),
    [apiBase, lang, sentWithPage],
  )
  return <PublicApiContext.Provider value={api}>{children}</PublicApiContext.Provider>
}

export type PublicCall<T> =
  { state: 'loading' } | { state: 'missing' } | { state: 'error' } | { state: 'ready'; value: T }

/** One answer per key for the page's life: a page visited again, or prefetched, shows at once. */
function answerOf<T>(api: PublicApi, key: string, call: Call<T>): Promise<T> {
  const known = api.answers.get(key)
  if (known) return known as Promise<T>
  const answer = call(api.http, new AbortController().signal)
  api.answers.set(key, answer)
  answer.then(
    (value) => api.settled.set(key, value),
    // A failed call is asked again next time.
    () => api.answers.delete(key),
  )
  return answer
}

function settledAnswer<T>(api: PublicApi | null, key: string): PublicCall<T> {
  return api?.settled.has(key) ? { state: 'ready', value: api.settled.get(key) as T } : { state: 'loading' }
}

/** A public call, again when its key changes; a 404 is `missing`, not an error. */
export function usePublicCall<T>(key: string, call: Call<T>): PublicCall<T> {
  const api = useContext(PublicApiContext)
  const [result, setResult] = useState<PublicCall<T>>(() => settledAnswer(api, key))
  // `call` is a new function each render; the key says when the call is another one.
  const latest = useRef(call)
  latest.current = call
  useEffect(() => {
    if (!api) return
    let live = true
    setResult(settledAnswer(api, key))
    answerOf(api, key, latest.current).then(
      (value) => live && setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (!live) return
        setResult(isApiError(error) && error.status === 404 ? { state: 'missing' } : { state: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [api, key])
  return result
}

/** Asks for an answer ahead of need (a link the guest points at), unless the connection is slow or metered. */
export function usePrefetch() {
  const api = useContext(PublicApiContext)
  return useCallback(
    <T,>(key: string, call: Call<T>) => {
      if (!api || !mayPrefetch(navigator)) return
      answerOf(api, key, call).catch(() => undefined)
    },
    [api],
  )
}
