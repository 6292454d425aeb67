import type { HttpClient } from '@jaunt/api-client'
import { isApiError } from '@jaunt/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCustomer } from './CustomerContext'

export type CallState<T> =
  { state: 'loading' } | { state: 'error'; message: string; status: number } | { state: 'ready'; value: T }

/** One customer call, again when its key changes; a 401 ends the session (see CustomerContext). */
export function useCustomerCall<T>(key: string, call: (http: HttpClient, signal: AbortSignal) => Promise<T>) {
  const { http, onProblem } = useCustomer()
  const [result, setResult] = useState<CallState<T>>({ state: 'loading' })
  const [round, setRound] = useState(0)
  // `call` is a new function each render; the key says when the call is another one.
  const latest = useRef(call)
  latest.current = call
  useEffect(() => {
    const abort = new AbortController()
    setResult({ state: 'loading' })
    latest.current(http, abort.signal).then(
      (value) => !abort.signal.aborted && setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (abort.signal.aborted) return
        onProblem(error)
        setResult({
          state: 'error',
          status: isApiError(error) ? error.status : 0,
          message: isApiError(error) ? error.message : '',
        })
      },
    )
    return () => abort.abort()
  }, [http, key, round, onProblem])
  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { result, reload }
}
