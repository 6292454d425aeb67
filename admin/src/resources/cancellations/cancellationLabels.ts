import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  CancellationOrigin,
  type BookingCancellationRow,
  type BookingRefundStatus,
  type Locale,
} from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'

export const ORIGIN_LABELS: Readonly<Record<CancellationOrigin, MessageDescriptor>> = {
  [CancellationOrigin.BySupplier]: msg`By supplier`,
  [CancellationOrigin.ByClient]: msg`By client`,
  [CancellationOrigin.BySystem]: msg`By system`,
}

export const REFUND_STATUS_LABELS: Readonly<Record<BookingRefundStatus, MessageDescriptor>> = {
  'not-required': msg`No refund`,
  pending: msg`Refund pending`,
  refunded: msg`Refunded`,
  failed: msg`Refund failed`,
}

export const REFUND_STATUS_COLOURS: Readonly<
  Record<BookingRefundStatus, 'default' | 'warning' | 'success' | 'error'>
> = {
  'not-required': 'default',
  pending: 'warning',
  refunded: 'success',
  failed: 'error',
}

/** Nothing to give back (a 0 % policy, or a booking paid outside the marketplace) shows as a dash beside "No refund". */
export function refundShown(record: BookingCancellationRow, locale: Locale): string {
  if (record.refund_amount === 0) return '—'
  return `${formatMoney(record.refund_amount, record.currency_code, locale)} (${record.refund_percentage} %)`
}
