import DownloadIcon from '@mui/icons-material/Download'
import PrintIcon from '@mui/icons-material/Print'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { errorMessageFor, type GuestListExportFormat, type GuestListQuery } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'

/** Saves a downloaded file under the server's name for it. */
function save(blob: Blob, response: Response, fallback: string) {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = named?.[1] ?? fallback
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** Print (the page's print styles drop the menus) and the CSV and Excel files of the same list. */
export function GuestListActions({ tourId, query }: { tourId: number; query: GuestListQuery }) {
  const { t } = useLingui()
  const { session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<GuestListExportFormat | null>(null)
  const download = async (format: GuestListExportFormat) => {
    setBusy(format)
    try {
      const { data, error, response } = await session.api.POST(
        '/booking/v1/reservation/guest-list-export/{tourId}',
        { params: { path: { tourId }, query: { format } }, body: query, parseAs: 'blob' },
      )
      if (!response.ok || !data) {
        notify(errorMessageFor(response.status, error), { type: 'error' })
        return
      }
      save(data, response, `guest-list.${format}`)
    } finally {
      setBusy(null)
    }
  }
  return (
    <Box className="guest-list-controls" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
        {t`Print`}
      </Button>
      <Button startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void download('csv')}>
        {t`CSV`}
      </Button>
      <Button startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void download('xlsx')}>
        {t`Excel`}
      </Button>
    </Box>
  )
}
