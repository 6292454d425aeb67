import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { EarningStatus, type PayoutStatus } from '@jaunt/domain'

export const EARNING_STATUS_LABELS: Readonly<Record<EarningStatus, MessageDescriptor>> = {
  [EarningStatus.Pending]: msg`Pending`,
  [EarningStatus.Approved]: msg`Approved`,
  [EarningStatus.Paid]: msg`Paid`,
}

export const EARNING_STATUS_COLOURS: Readonly<Record<EarningStatus, 'default' | 'info' | 'success'>> = {
  [EarningStatus.Pending]: 'default',
  [EarningStatus.Approved]: 'info',
  [EarningStatus.Paid]: 'success',
}

export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, MessageDescriptor>> = {
  pending: msg`Sent to Stripe`,
  paid: msg`Transferred`,
  failed: msg`Refused`,
  reversed: msg`Reversed by Stripe`,
}
