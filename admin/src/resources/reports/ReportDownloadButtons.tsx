import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { SALES_REPORT_FORMATS, type SalesReportFormat } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { saveFile } from '../../data/serverFile'
import type { ReportCalls } from './reportsData'

/** Downloads the report on screen as the server writes it, headed in the back office's language. */
export function ReportDownloadButtons<Query>({
  calls,
  query,
  disabled,
}: {
  calls: ReportCalls<Query>
  query: Query
  disabled: boolean
}) {
  const { t } = useLingui()
  const { session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<SalesReportFormat | null>(null)
  const download = async (format: SalesReportFormat) => {
    setBusy(format)
    try {
      saveFile(await calls.file(session.api, query, format))
    } catch {
      notify(t`The export could not be made. Please try again.`, { type: 'error' })
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      {SALES_REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={<DownloadIcon />}
          disabled={disabled || busy !== null}
          onClick={() => void download(format)}
        >
          {format === 'xlsx' ? t`Download XLSX` : t`Download CSV`}
        </Button>
      ))}
    </>
  )
}
