import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useLingui } from '@lingui/react/macro'
import { Status, type TourRecord } from '@jaunt/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNotify, useUpdate } from 'react-admin'
import { STATUS_LABELS } from './tourStatus'
import { useRefreshTourCounts } from './useRefreshTourCounts'

/**
 * The activity's status on its own page, so a supplier publishes (Active) what they just built
 * without going back to the list. Pessimistic: the server may refuse a status.
 */
export function TourStatusMenu({ tour }: { tour: TourRecord }) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const refreshCounts = useRefreshTourCounts()
  const queryClient = useQueryClient()
  const [update, { isPending }] = useUpdate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n._(STATUS_LABELS[tour.status])
  const choose = (status: Status) => {
    setAnchor(null)
    if (status === tour.status) return
    update(
      'tour',
      { id: tour.id, data: { status }, previousData: tour, meta: { call: 'update-status' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t`Status changed to ${i18n._(STATUS_LABELS[status])}.`),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        // The edit page reads the record without the call's `meta`, so react-admin's cache update misses it.
        onSettled: () => {
          void refreshCounts()
          void queryClient.invalidateQueries({ queryKey: ['tour', 'getOne', { id: String(tour.id) }] })
        },
      },
    )
  }
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        disabled={isPending}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t`Status: ${current}`}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {Object.values(Status).map((status) => (
          <MenuItem key={status} selected={status === tour.status} onClick={() => choose(status)}>
            {i18n._(STATUS_LABELS[status])}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
