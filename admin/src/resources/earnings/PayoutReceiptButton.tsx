import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { PayoutRow } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useResourceContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { saveFile } from '../../data/serverFile'
import { payoutReceipt } from './earningFiles'

/** Downloads the receipt of a paid payout, written by the server in the owner's language. */
export function PayoutReceiptButton({ payout }: { payout: PayoutRow }) {
  const { t } = useLingui()
  const resource = useResourceContext() ?? 'supplier-earnings'
  const { session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveFile(await payoutReceipt(session.api, resource, payout.earning_id, payout.id))
    } catch {
      notify(t`The receipt could not be made. Please try again.`, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t`Receipt (PDF)`}
    </Button>
  )
}
