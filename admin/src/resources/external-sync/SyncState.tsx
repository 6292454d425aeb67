import Chip from '@mui/material/Chip'
import { useLingui } from '@lingui/react/macro'
import type { IcalSyncError, IcalSyncStatus } from '@jaunt/domain'
import { SYNC_ERROR_LABELS, SYNC_STATUS_LABELS } from './syncLabels'

const COLOURS = { pending: 'default', ok: 'success', failed: 'error' } as const

export function SyncStatusChip({ status }: { status: IcalSyncStatus }) {
  const { i18n } = useLingui()
  return <Chip size="small" color={COLOURS[status]} label={i18n._(SYNC_STATUS_LABELS[status])} />
}

/** A failed sync's reason with the server's detail, or nothing. */
export function useSyncError() {
  const { i18n } = useLingui()
  return (code: IcalSyncError | null, detail: string | null) =>
    code ? `${i18n._(SYNC_ERROR_LABELS[code])}${detail ? ` (${detail})` : ''}` : ''
}

/** When a sync last ran, in the reader's language. */
export function useWhen() {
  const { t, i18n } = useLingui()
  return (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t`Never`
}
