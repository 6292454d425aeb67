import { NO_RESPONSE_STATUS } from '@jaunt/api-client'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** A failed call as the widget keeps it: the HTTP status (0: no answer at all) and the server's message. */
export type Problem = { status: number; message: string }

/**
 * What a guest reads for a failed call: the server's own message when it sent one, else the spec's
 * "Something went wrong. Please try again." (a guest has no session to have timed out).
 */
export function useProblemText(): (problem: Problem) => string {
  const { t } = useLingui()
  return useCallback(
    (problem: Problem) =>
      problem.status === NO_RESPONSE_STATUS || !problem.message
        ? t`Something went wrong. Please try again.`
        : problem.message,
    [t],
  )
}
