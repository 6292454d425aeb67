import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@jaunt/api-client'
import { useApi } from '@jaunt/api-client/react'
import { icalLinkInputSchema, type IcalLink } from '@jaunt/domain'
import { useState } from 'react'
import { Form, SaveButton, TextInput, useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { zodValidate } from '../../forms/zodValidate'
import { deleteIcalLink, getIcalLink, saveIcalLink, syncIcalLink } from './externalSyncData'
import { SyncStatusChip, useSyncError, useWhen } from './SyncState'

const validate = zodValidate(icalLinkInputSchema)

/** The iCal feed another channel publishes for the room type: its events close nights here. */
export function CalendarImport({ roomTypeId }: { roomTypeId: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const { session } = useServices()
  const syncError = useSyncError()
  const when = useWhen()
  const [busy, setBusy] = useState(false)
  const { data: link, mutate } = useApi(['ical-link', roomTypeId] as const, (client) =>
    getIcalLink(client, roomTypeId),
  )

  const save = async (values: { url?: string }) => {
    try {
      await mutate(await saveIcalLink(session.client, roomTypeId, values.url ?? ''), { revalidate: false })
      notify(t`Calendar link saved.`, { type: 'success' })
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors)
        return Object.fromEntries(Object.entries(failure.errors).map(([path, said]) => [path, said[0] ?? '']))
      notify(t`The calendar link could not be saved.`, { type: 'error' })
    }
    return undefined
  }
  const act = async (action: () => Promise<IcalLink>, done: (next: IcalLink) => string) => {
    setBusy(true)
    try {
      const next = await action()
      await mutate(next, { revalidate: false })
      notify(done(next), { type: next.status === 'failed' ? 'warning' : 'success' })
    } catch {
      notify(t`The calendar could not be changed. Please try again.`, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const synced = (next: IcalLink) =>
    next.status === 'failed'
      ? t`The sync failed: ${syncError(next.error_code, next.error)}`
      : t`Synced: ${plural(next.closed_nights, { one: '# night closed', other: '# nights closed' })} by this calendar.`

  if (!link) return null
  return (
    <Box component="section" aria-label={t`Import`} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{t`Import`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Nights booked on another channel, such as Airbnb or Booking.com, close here. Paste the iCal link that channel gives for this room type.`}
      </Typography>
      <Form key={link.url ?? ''} record={{ url: link.url ?? '' }} validate={validate} onSubmit={save}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextInput source="url" label={t`Calendar link to import`} sx={{ minWidth: 360 }} />
          <Box sx={{ pt: 1 }}>
            <SaveButton label={t`Save link`} alwaysEnable />
          </Box>
        </Box>
      </Form>
      {link.url && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box role="status" aria-label={t`Last sync`} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <SyncStatusChip status={link.status} />
            <Typography variant="body2">{t`Last sync: ${when(link.last_synced_at)}`}</Typography>
            {link.status === 'failed' && (
              <Typography variant="body2" color="error">
                {syncError(link.error_code, link.error)}
              </Typography>
            )}
            {link.status === 'ok' && (
              <Typography variant="body2">
                {t`${plural(link.closed_nights, { one: '# night closed', other: '# nights closed' })} by this calendar.`}
              </Typography>
            )}
          </Box>
          <Button
            disabled={busy}
            onClick={() => void act(() => syncIcalLink(session.client, roomTypeId), synced)}
          >{t`Sync now`}</Button>
          <Button
            color="error"
            disabled={busy}
            onClick={() =>
              void act(
                () => deleteIcalLink(session.client, roomTypeId),
                () => t`Calendar link removed: the nights it closed are open again.`,
              )
            }
          >{t`Remove link`}</Button>
        </Box>
      )}
    </Box>
  )
}
