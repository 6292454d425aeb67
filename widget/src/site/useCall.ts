import { ApiError, isApiError, NO_RESPONSE_STATUS, type HttpClient } from '@jaunt/api-client'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useWidget } from './WidgetContext'

/**
 * A small cached call for the widget's containers, in place of SWR (whose ~4 KB gzip the product
 * dialog's budget cannot carry): one request per key at a time, answers shared by every element of
 * the page for FRESH_MS, the previous answer kept while the next key loads, errors never cached.
 */
export const FRESH_MS = 60_000

export type CallKey = readonly unknown[] | null

export interface CallState<T> {
  data: T | undefined
  error: ApiError | undefined
  /** A request for the current key is on its way (data may be the previous key's meanwhile). */
  isValidating: boolean
  reload: () => void
}

type Entry = { data: unknown; at: number }

const answers = new Map<string, Entry>()
const inFlight = new Map<string, Promise<unknown>>()

function request<T>(id: string, run: () => Promise<T>): Promise<T> {
  const running = inFlight.get(id)
  if (running) return running as Promise<T>
  const started = run().then(
    (data) => {
      answers.set(id, { data, at: Date.now() })
      return data
    },
    (error: unknown) => {
      throw isApiError(error) ? error : new ApiError(NO_RESPONSE_STATUS, '')
    },
  )
  const settled = started.finally(() => inFlight.delete(id))
  inFlight.set(id, settled)
  return settled
}

const fresh = (id: string) => {
  const entry = answers.get(id)
  return entry && Date.now() - entry.at < FRESH_MS ? entry : undefined
}

export function useCall<T>(key: CallKey, fetcher: (http: HttpClient) => Promise<T>): CallState<T> {
  const { http, config } = useWidget()
  const id = key ? JSON.stringify([config.apiBase, config.locale, ...key]) : null
  const [state, setState] = useState<{ id: string | null; data: T | undefined; error: ApiError | undefined }>(
    () => ({
      id,
      data: id ? (fresh(id)?.data as T | undefined) : undefined,
      error: undefined,
    }),
  )
  const [generation, setGeneration] = useState(0)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher

  useEffect(() => {
    if (!id) return
    const cached = generation === 0 ? fresh(id) : undefined
    if (cached) {
      setState({ id, data: cached.data as T, error: undefined })
      return
    }
    if (generation > 0) answers.delete(id)
    let live = true
    request(id, () => fetcherRef.current(http)).then(
      // An answer redraws in a transition: React draws it in slices between the page's other work,
      // so a big panel (a calendar, a list of rooms) never holds the page up in one long task.
      (data) => live && startTransition(() => setState({ id, data: data as T, error: undefined })),
      (error: ApiError) => live && setState((previous) => ({ id, data: previous.data, error })),
    )
    return () => {
      live = false
    }
  }, [id, http, generation])

  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  if (!id) return { data: undefined, error: undefined, isValidating: false, reload }
  const current = state.id === id
  return {
    data: state.data,
    error: current ? state.error : undefined,
    isValidating: !current || (state.data === undefined && state.error === undefined),
    reload,
  }
}

/** Forgets every answer (tests start each case from an empty page). */
export function resetCallCache() {
  answers.clear()
  inFlight.clear()
}
