import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { SalesReportGrouping } from '@jaunt/domain'

export const GROUPING_LABELS: Record<SalesReportGrouping, MessageDescriptor> = {
  day: msg`Day`,
  month: msg`Month`,
  product: msg`Product`,
  site: msg`Site`,
  supplier: msg`Supplier`,
}

export function useGroupingLabel() {
  const { i18n } = useLingui()
  return (grouping: SalesReportGrouping) => i18n._(GROUPING_LABELS[grouping])
}
