import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { CancellationOrigin, type BookingRefundStatus } from '@jaunt/domain'

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
