import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ApprovalStatus, Policy, UserRole } from '@jaunt/domain'

/** The roles the admin manages, each a tab of the Users page. */
export const USER_ROLE_TABS: readonly { role: UserRole; label: MessageDescriptor }[] = [
  { role: UserRole.Partner, label: msg`Partners` },
  { role: UserRole.Supplier, label: msg`Suppliers` },
  { role: UserRole.Operator, label: msg`Operators` },
  { role: UserRole.Admin, label: msg`Admins` },
]

/** One user's role, as a row naming the user shows it. */
export const USER_ROLE_LABELS: Partial<Record<UserRole, MessageDescriptor>> = {
  [UserRole.Partner]: msg`Partner`,
  [UserRole.Supplier]: msg`Supplier`,
  [UserRole.Operator]: msg`Operator`,
  [UserRole.Admin]: msg`Admin`,
}

export const USER_STATUS_TABS: readonly { status: ApprovalStatus; label: MessageDescriptor }[] = [
  { status: ApprovalStatus.Pending, label: msg`Pending` },
  { status: ApprovalStatus.Active, label: msg`Active` },
  { status: ApprovalStatus.Reject, label: msg`Rejected` },
]

/** Every policy of the spec, as the checkbox list of a user's policies shows it. */
export const POLICY_LABELS: Record<Policy, MessageDescriptor> = {
  [Policy.ACTIVITY_MODULE]: msg`Activity module`,
  [Policy.ACCOMMODATION_MODULE]: msg`Accommodation module`,
  [Policy.PARTNER_PACKAGE_POLICY]: msg`Packages`,
  [Policy.PARTNER_SITE_BUILDER_POLICY]: msg`Site builder`,
  [Policy.PARTNER_WIDGET_POLICY]: msg`Widgets`,
  [Policy.PARTNER_CHATBOT_POLICY]: msg`AI Chatbot`,
  [Policy.PARTNER_SEE_ALL_BOOKING]: msg`See all bookings`,
  [Policy.PARTNER_CANCEL_TOUR_BOOKING]: msg`Cancel activity bookings`,
  [Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL]: msg`Send booking confirmation mails`,
  [Policy.SUPPLIER_PACKAGE_POLICY]: msg`Supplier packages`,
  [Policy.CREATE_OPERATOR_POLICY]: msg`Create operators (Sub-Users)`,
  [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2]: msg`More than 2 sites`,
}
