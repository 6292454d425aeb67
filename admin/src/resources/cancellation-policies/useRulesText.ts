import { useLingui } from '@lingui/react/macro'
import type { CancellationPolicyRecord } from '@jaunt/domain'

/** A policy's rules in words, longest notice first: "24 h or more: 100 %; 0 h or more: 0 %". */
export function useRulesText() {
  const { t } = useLingui()
  return (entries: CancellationPolicyRecord['entries']) =>
    [...entries]
      .sort((a, b) => b.hours - a.hours)
      .map((entry) => t`${entry.hours} h or more: ${entry.refund_percentage} %`)
      .join('; ')
}
