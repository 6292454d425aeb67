import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { UserRole, type AlertRecord, type AlertSeverity } from '@jaunt/domain'

export const SEVERITY_LABELS: Record<AlertSeverity, MessageDescriptor> = {
  info: msg`Information`,
  success: msg`Good news`,
  warning: msg`Warning`,
  error: msg`Problem`,
}

export const STATE_LABELS: Record<AlertRecord['state'], MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  showing: msg`Showing`,
  ended: msg`Ended`,
}

/** The back office's roles an alert can be meant for. */
export const AUDIENCE_LABELS: [UserRole, MessageDescriptor][] = [
  [UserRole.Supplier, msg`Suppliers`],
  [UserRole.Partner, msg`Partners`],
  [UserRole.Operator, msg`Desk operators`],
  [UserRole.Admin, msg`Admins`],
]
