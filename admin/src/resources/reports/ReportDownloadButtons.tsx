import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { SALES_REPORT_FORMATS, type SalesReportFormat } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { reportFileUrl, type ReportPath, type ReportQuery } from './reportsData'

/** Downloads the report on screen as the server writes it, headed in the back office's language. */
export function ReportDownloadButtons({
  path,
  query,
  disabled,
}: {
  path: ReportPath
  query: ReportQuery
  disabled: boolean
}) {
  const { t } = useLingui()
  const { apiBase, session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<SalesReportFormat | null>(null)
  const download = async (format: SalesReportFormat) => {
    setBusy(format)
    try {
      const response = await session.fetch(reportFileUrl(apiBase, path, query, format))
      if (!response.ok) throw new Error(String(response.status))
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1]
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = name ?? `${path}.${format}`
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
