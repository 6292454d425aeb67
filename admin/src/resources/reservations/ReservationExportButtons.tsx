import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useListContext, useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { saveFile } from '../../data/serverFile'
import { reservationExport, type ExportFormat } from './reservationsData'

/** Downloads every booking under the table's search, filters and sort, as the server writes it. */
export function ReservationExportButtons() {
  const { t } = useLingui()
  const { filterValues, sort, total } = useListContext()
  const { session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<ExportFormat | null>(null)
  const download = async (format: ExportFormat) => {
    setBusy(format)
    try {
      saveFile(await reservationExport(session.api, format, { filter: filterValues, sort }))
    } catch {
      notify(t`The export could not be made. Please try again.`, { type: 'error' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={<DownloadIcon />}
          disabled={busy !== null || !total}
          onClick={() => void download(format)}
        >
          {format === 'xlsx' ? t`Export XLSX` : t`Export CSV`}
        </Button>
      ))}
    </>
  )
}
