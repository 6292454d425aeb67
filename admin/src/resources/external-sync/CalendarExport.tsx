import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ConfirmDialog } from '../../layout/ConfirmDialog'
import { getIcalExport, rotateIcalExport } from './externalSyncData'

/** The secret address other channels read this room type's booked and closed nights from. */
export function CalendarExport({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const { session } = useServices()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const { data, mutate } = useApi(['ical-export', roomTypeId] as const, (client) =>
    getIcalExport(client, roomTypeId),
  )
  const copy = async () => {
    await navigator.clipboard.writeText(data!.url)
    notify(t`Copied.`)
  }
  const rotate = async () => {
    setBusy(true)
    try {
      await mutate(await rotateIcalExport(session.client, roomTypeId), { revalidate: false })
      notify(t`New export link made: give it to the other channels.`, { type: 'success' })
    } catch {
      notify(t`The calendar could not be changed. Please try again.`, { type: 'error' })
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }
  if (!data) return null
  return (
    <Box component="section" aria-label={t`Export`} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{t`Export`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Give this link to the other channels: it lists the nights booked or closed here. Keep it secret.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label={t`Export link`}
          value={data.url}
          size="small"
          sx={{ minWidth: 360, flex: 1 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button onClick={() => void copy()}>{t`Copy`}</Button>
        <Button color="warning" onClick={() => setConfirming(true)} disabled={busy}>
          {t`New link`}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        loading={busy}
        title={t`Make a new export link?`}
        description={t`The current link stops working at once: channels that read it must be given the new one.`}
        confirmLabel={t`New link`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void rotate()}
      />
    </Box>
  )
}
