import { useLingui } from '@lingui/react/macro'
import type { SiteApprovalRow } from '@jaunt/domain'
import { DecisionButtons } from '../../forms/DecisionButtons'

/** Approve a pending site, or reject it with a reason; either way its partner is mailed. */
export function SiteDecisionButtons({ record }: { record: SiteApprovalRow }) {
  const { t } = useLingui()
  const site = record.name
  return (
    <DecisionButtons
      resource="site-approval"
      record={record}
      rejectTitle={t`Reject ${site}`}
      approvedNotice={t`${site} is approved and live.`}
      rejectedNotice={t`${site} is rejected.`}
    />
  )
}
