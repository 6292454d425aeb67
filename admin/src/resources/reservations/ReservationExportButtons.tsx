import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useListContext, useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
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
      const { file, name } = await reservationExport(session.api, format, { filter: filterValues, sort })
      const link = document.createElement('a')
      link.href = URL.createObjectURL(file)
      link.download = name
      link.click()
      URL.revokeObjectURL(link.href)
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
