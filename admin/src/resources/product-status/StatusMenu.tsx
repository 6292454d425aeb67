import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useLingui } from '@lingui/react/macro'
import { Status } from '@jaunt/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNotify, useUpdate } from 'react-admin'
import { STATUS_LABELS } from '../tours/tourStatus'
import type { StatusResource } from './statusResource'

/**
 * A product's status on its own page, so a supplier publishes (Active) what they just built without
 * going back to the list. Pessimistic: the server may refuse a status (Active wants a picture).
 */
export function StatusMenu({
  resource,
  record,
}: {
  resource: StatusResource
  record: { id: number; status: Status }
}) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [update, { isPending }] = useUpdate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n._(STATUS_LABELS[record.status])
  const choose = (status: Status) => {
    setAnchor(null)
    if (status === record.status) return
    update(
      resource,
      { id: record.id, data: { status }, previousData: record, meta: { call: 'update-status' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t`Status changed to ${i18n._(STATUS_LABELS[status])}.`),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        // The edit page reads the record without the call's `meta`, so react-admin's cache update misses it.
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: [resource, 'countByStatus'] })
          void queryClient.invalidateQueries({ queryKey: [resource, 'getOne', { id: String(record.id) }] })
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
          <MenuItem key={status} selected={status === record.status} onClick={() => choose(status)}>
            {i18n._(STATUS_LABELS[status])}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
