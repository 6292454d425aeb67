import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { PayoutRow } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useResourceContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ADMIN_API_BASE } from '../../data/dataProvider'
import { payoutReceiptUrl } from './earningsData'

/** Downloads the receipt of a paid payout, written by the server in the owner's language. */
export function PayoutReceiptButton({ payout }: { payout: PayoutRow }) {
  const { t } = useLingui()
  const resource = useResourceContext() ?? 'supplier-earnings'
  const { apiBase, session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const url = payoutReceiptUrl(`${apiBase}${ADMIN_API_BASE}`, resource, payout.earning_id, payout.id)
      const response = await session.fetch(url)
      if (!response.ok) throw new Error(String(response.status))
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = `payout-receipt-${payout.id}.pdf`
      link.click()
      URL.revokeObjectURL(link.href)
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
