import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useListContext, useNotify, useResourceContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { saveFile } from '../../data/serverFile'
import { earningExport, type EarningExportFormat } from './earningFiles'

/** Downloads every earning under the list's filters, as the server writes it. */
export function EarningExportButtons() {
  const { t } = useLingui()
  const { filterValues, total } = useListContext()
  const resource = useResourceContext() ?? 'supplier-earnings'
  const { session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<EarningExportFormat | null>(null)
  const download = async (format: EarningExportFormat) => {
    setBusy(format)
    try {
      saveFile(await earningExport(session.api, resource, format, filterValues))
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
