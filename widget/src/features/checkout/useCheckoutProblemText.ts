import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useProblemText } from '../common/useProblemText'
import type { CheckoutProblem } from './checkoutFlow'

/** The spec's words for what stopped a checkout; the server's own message where it sent one. */
export function useCheckoutProblemText(): (problem: CheckoutProblem) => string {
  const { t } = useLingui()
  const problemText = useProblemText()
  return useCallback(
    (problem: CheckoutProblem) => {
      switch (problem.kind) {
        case 'personal-info':
          return t`Personal Information Not Found!`
        case 'unanswered':
          return t`Please answer the questions about your booking.`
        case 'currency':
          return t`Cart currency required!`
        case 'invalid-cart':
          return t`One of your cart items is not valid. Please review your cart and try again.`
        case 'no-card-element':
          return t`Stripe Element Not Found`
        case 'card-empty':
          return t`Your card details is empty!`
        case 'card-invalid':
          return t`Your card detail is invalid!`
        case 'no-intent':
          return t`Payment Intent Not Found`
        case 'hold-failed':
          return t`Cart Items are Not Valid. Please review your cart and try again.`
        case 'declined':
          return problem.message || t`Your card detail is invalid!`
        case 'call':
          return problem.message ? problemText(problem) : t`Something went wrong`
      }
    },
    [t, problemText],
  )
}
