import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { VoucherCodeCounts } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useGetOne, useNotify, type HttpError } from 'react-admin'
import { ConfirmDialog } from '../../layout/ConfirmDialog'
import { VoucherCodeTable, type VoucherUse } from './VoucherCodeTable'
import { VoucherUpload } from './VoucherUpload'
import { useQueryClient } from '@tanstack/react-query'

/** One ticket's codes: how many are left, loading a file, the list by use, and clearing the unused. */
export function TicketVoucherCodes({ ticketId }: { ticketId: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [use, setUse] = useState<VoucherUse>('unused')
  const [version, setVersion] = useState(0)
  const [confirming, setConfirming] = useState(false)
  const { data: counts } = useGetOne<VoucherCodeCounts & { id: number }>('tour-voucher-count', {
    id: ticketId,
  })
  const [create, { isPending: clearing }] = useCreate()
  const queryClient = useQueryClient()
  // The list and the counts are read again from the server, not from react-query's cache.
  const changed = () => {
    setVersion((value) => value + 1)
    void queryClient.invalidateQueries({ queryKey: ['tour-voucher-code'] })
    void queryClient.invalidateQueries({ queryKey: ['tour-voucher-count'] })
  }
  const clear = async () => {
    try {
      const { deleted } = (await create(
        'tour-voucher-clear',
        { data: { ticket_id: ticketId } },
        { returnPromise: true },
      )) as unknown as { deleted: number }
      notify(t`Unused codes deleted: ${deleted}`)
      changed()
    } catch (error) {
      notify((error as HttpError).message, { type: 'error' })
    }
    setConfirming(false)
  }
  const unused = counts?.unused ?? 0
  const used = counts?.used ?? 0
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography sx={{ flexGrow: 1 }}>
            <Trans>
              <Plural value={unused} one="# code left" other="# codes left" />, {used} given to bookings
            </Trans>
          </Typography>
          <Button color="error" disabled={unused === 0} onClick={() => setConfirming(true)}>
            {t`Clear unused codes`}
          </Button>
        </Box>
        {counts && unused === 0 && used > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t`0 codes left: new bookings of this ticket are confirmed without a code until you load more.`}
          </Alert>
        )}
        <VoucherUpload ticketId={ticketId} onLoaded={changed} />
        <Tabs value={use} onChange={(_event, value: VoucherUse) => setUse(value)}>
          <Tab value="unused" label={t`Unused`} />
          <Tab value="used" label={t`Used`} />
          <Tab value="all" label={t`All`} />
        </Tabs>
        <VoucherCodeTable key={`${use}-${version}`} ticketId={ticketId} use={use} onDeleted={changed} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        loading={clearing}
        title={t`Clear unused codes?`}
        description={t`Unused codes to delete: ${unused}. Codes given to bookings stay.`}
        confirmLabel={t`Clear`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void clear()}
      />
    </Card>
  )
}
