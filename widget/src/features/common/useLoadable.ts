import type { ApiError } from '@jaunt/api-client'
import { useCallback } from 'react'
import { useProblemText } from './useProblemText'

/** Data on its way, the reason it did not come, or the data: what the views are drawn from. */
export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T }

/** Turns a call's data and error into a Loadable, with the error worded for the guest. */
export function useLoadable() {
  const problemText = useProblemText()
  return useCallback(
    <T>(data: T | undefined, error: ApiError | undefined): Loadable<T> =>
      error
        ? { state: 'error', message: problemText(error) }
        : data === undefined
          ? { state: 'loading' }
          : { state: 'ready', value: data },
    [problemText],
  )
}
