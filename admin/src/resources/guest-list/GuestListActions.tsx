import DownloadIcon from '@mui/icons-material/Download'
import PrintIcon from '@mui/icons-material/Print'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import type { GuestListExportFormat, GuestListQuery } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { saveFile, serverFile } from '../../data/serverFile'

/** Print (the page's print styles drop the menus) and the CSV and Excel files of the same list. */
export function GuestListActions({ tourId, query }: { tourId: number; query: GuestListQuery }) {
  const { t } = useLingui()
  const { session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<GuestListExportFormat | null>(null)
  const download = async (format: GuestListExportFormat) => {
    setBusy(format)
    try {
      saveFile(
        await serverFile(
          session.api.POST('/booking/v1/reservation/guest-list-export/{tourId}', {
            params: { path: { tourId }, query: { format } },
            body: query,
            parseAs: 'blob',
          }),
          `guest-list.${format}`,
        ),
      )
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' })
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
