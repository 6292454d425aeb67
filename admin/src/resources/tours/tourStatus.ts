import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ListingFilter, Status } from '@jaunt/domain'

/** The stored statuses a supplier can give an activity, in the spec's order. */
export const STATUS_LABELS: Readonly<Record<Status, MessageDescriptor>> = {
  [Status.Active]: msg`Active`,
  [Status.Inactive]: msg`Inactive`,
  [Status.Pending]: msg`Pending`,
  [Status.Hide]: msg`Hide`,
}

/** The list's status tabs: the statuses and the sync filter; "all" sends no status (docs/decisions.md). */
export const STATUS_TABS: readonly { status: ListingFilter; label: MessageDescriptor }[] = [
  { status: ListingFilter.Active, label: STATUS_LABELS[Status.Active] },
  { status: ListingFilter.Inactive, label: STATUS_LABELS[Status.Inactive] },
  { status: ListingFilter.Pending, label: STATUS_LABELS[Status.Pending] },
  { status: ListingFilter.Hide, label: STATUS_LABELS[Status.Hide] },
  { status: ListingFilter.SyncFailed, label: msg`Sync failed` },
]

export const STATUS_COLOURS: Readonly<Record<Status, 'success' | 'default' | 'warning' | 'info'>> = {
  [Status.Active]: 'success',
  [Status.Inactive]: 'default',
  [Status.Pending]: 'warning',
  [Status.Hide]: 'info',
}
