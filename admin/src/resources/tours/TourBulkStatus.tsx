import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useLingui } from '@lingui/react/macro'
import { Status } from '@jaunt/domain'
import { useState } from 'react'
import { useListContext, useNotify, useUpdateMany } from 'react-admin'
import { STATUS_LABELS } from './tourStatus'
import { useRefreshTourCounts } from './useRefreshTourCounts'

/** Gives every selected product of the list one status (PUT update-status for each). */
export function TourBulkStatus() {
  const { t, i18n } = useLingui()
  const { selectedIds, onUnselectItems, resource } = useListContext()
  const notify = useNotify()
  const refreshCounts = useRefreshTourCounts()
  const [updateMany, { isPending }] = useUpdateMany()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (status: Status) => {
    setAnchor(null)
    updateMany(
      resource,
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t`Status changed to ${i18n._(STATUS_LABELS[status])}.`)
          onUnselectItems()
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => void refreshCounts(),
      },
    )
  }
  return (
    <>
      <Button size="small" disabled={isPending} onClick={(event) => setAnchor(event.currentTarget)}>
        {t`Change status`}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {Object.values(Status).map((status) => (
          <MenuItem key={status} onClick={() => choose(status)}>
            {i18n._(STATUS_LABELS[status])}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
