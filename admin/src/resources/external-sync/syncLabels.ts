import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { IcalSyncError, IcalSyncStatus } from '@jaunt/domain'

export const SYNC_STATUS_LABELS: Record<IcalSyncStatus, MessageDescriptor> = {
  pending: msg`Not synced yet`,
  ok: msg`Synced`,
  failed: msg`Failed`,
}

/** Why a sync failed, in the reader's language; the server's detail (such as "HTTP 404") follows it. */
export const SYNC_ERROR_LABELS: Record<IcalSyncError, MessageDescriptor> = {
  unreachable: msg`The calendar could not be reached`,
  http_status: msg`The calendar's server did not give the calendar`,
  timeout: msg`The calendar took too long to answer`,
  too_large: msg`The calendar is too large`,
  private_address: msg`The link leads to a private network`,
  not_calendar: msg`The link does not lead to an iCal calendar`,
}
