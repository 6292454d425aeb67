import { useLingui } from '@lingui/react/macro'
import type { SiteChangeRow } from '@jaunt/domain'
import { DecisionButtons } from '../../forms/DecisionButtons'
import { SITE_CHANGE_RESOURCE } from './siteChangesData'

/** Approve a waiting change (which applies it) or reject it with a reason; either way the partner is mailed. */
export function SiteChangeDecisionButtons({ record }: { record: SiteChangeRow }) {
  const { t } = useLingui()
  const site = record.site_name
  return (
    <DecisionButtons
      resource={SITE_CHANGE_RESOURCE}
      record={record}
      rejectTitle={t`Reject the change to ${site}`}
      approvedNotice={t`The change to ${site} is approved.`}
      rejectedNotice={t`The change to ${site} is rejected.`}
      // A sub-domain or domain taken since the request was made comes back on its field.
      noticeFields={['sub_domain', 'domain']}
    />
  )
}
