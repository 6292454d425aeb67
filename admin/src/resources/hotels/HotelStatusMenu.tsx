import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useLingui } from '@lingui/react/macro'
import { Status, type HotelRecord } from '@jaunt/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNotify, useUpdate } from 'react-admin'
import { STATUS_LABELS } from '../tours/tourStatus'

/** The hotel's status on its own page; Active puts it on the storefront (the server wants a picture first). */
export function HotelStatusMenu({ hotel }: { hotel: HotelRecord }) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [update, { isPending }] = useUpdate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n._(STATUS_LABELS[hotel.status])
  const choose = (status: Status) => {
    setAnchor(null)
    if (status === hotel.status) return
    update(
      'hotel',
      { id: hotel.id, data: { status }, previousData: hotel, meta: { call: 'update-status' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(t`Status changed to ${i18n._(STATUS_LABELS[status])}.`),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ['hotel'] }),
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
          <MenuItem key={status} selected={status === hotel.status} onClick={() => choose(status)}>
            {i18n._(STATUS_LABELS[status])}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
