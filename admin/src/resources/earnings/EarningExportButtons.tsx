import DownloadIcon from '@mui/icons-material/Download'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useListContext, useNotify, useResourceContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { ADMIN_API_BASE } from '../../data/dataProvider'
import { earningExportUrl, type EarningExportFormat } from './earningsData'

/** Downloads every earning under the list's filters, as the server writes it. */
export function EarningExportButtons() {
  const { t } = useLingui()
  const { filterValues, total } = useListContext()
  const resource = useResourceContext() ?? 'supplier-earnings'
  const { apiBase, session } = useServices()
  const notify = useNotify()
  const [busy, setBusy] = useState<EarningExportFormat | null>(null)
  const download = async (format: EarningExportFormat) => {
    setBusy(format)
    try {
      const url = earningExportUrl(`${apiBase}${ADMIN_API_BASE}`, resource, format, filterValues)
      const response = await session.fetch(url)
      if (!response.ok) throw new Error(String(response.status))
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1]
      const link = document.createElement('a')
      link.href = URL.createObjectURL(await response.blob())
      link.download = name ?? `${resource}.${format}`
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
