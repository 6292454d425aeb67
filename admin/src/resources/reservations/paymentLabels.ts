import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { PaymentMethod, PaymentStatus } from '@jaunt/domain'

export const PAYMENT_METHOD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  [PaymentMethod.NoPayment]: msg`No payment`,
  [PaymentMethod.Marketplace]: msg`Marketplace`,
  [PaymentMethod.Card]: msg`Card`,
  [PaymentMethod.Project]: msg`Project`,
  [PaymentMethod.Terminal]: msg`Card reader`,
}

export const PAYMENT_STATUS_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  [PaymentStatus.Pending]: msg`Pending`,
  [PaymentStatus.Paid]: msg`Paid`,
  [PaymentStatus.Failed]: msg`Failed`,
}
