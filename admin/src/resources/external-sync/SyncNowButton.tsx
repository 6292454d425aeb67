import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { ExternalSyncRow } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useRefresh } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { syncRoomTypeFeed } from './externalSyncData'
import { useSyncError } from './SyncState'

/** Reads one room type's feed now and shows the list as it then stands. */
export function SyncNowButton({ row }: { row: ExternalSyncRow }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const syncError = useSyncError()
  const { session } = useServices()
  const [busy, setBusy] = useState(false)
  const name = `${row.hotel_name} – ${row.room_type_title}`
  const sync = async () => {
    setBusy(true)
    try {
      const link = await syncRoomTypeFeed(session.client, row.room_type_id)
      if (link.status === 'failed')
        notify(t`The sync failed: ${syncError(link.error_code, link.error)}`, { type: 'warning' })
      else notify(t`${name} is synced.`, { type: 'success' })
      refresh()
    } catch {
      notify(t`The calendar could not be changed. Please try again.`, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" disabled={busy} onClick={() => void sync()} aria-label={t`Sync ${name} now`}>
      {t`Sync now`}
    </Button>
  )
}
