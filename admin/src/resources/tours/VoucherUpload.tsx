import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { VoucherImportResult, VoucherRowProblem } from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useNotify, type HttpError } from 'react-admin'

/** Loads a CSV file of codes for a ticket and shows what was imported and each skipped row by line. */
export function VoucherUpload({ ticketId, onLoaded }: { ticketId: number; onLoaded: () => void }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [create, { isPending }] = useCreate()
  const [result, setResult] = useState<VoucherImportResult | null>(null)
  const reasons: Record<VoucherRowProblem, string> = {
    empty_code: t`The code is empty`,
    too_long: t`The code is longer than 64 characters`,
    duplicate_in_file: t`The code is already on an earlier line of the file`,
    already_loaded: t`The code is already loaded for this ticket`,
    bad_date: t`The date is not a date (yyyy-mm-dd)`,
    past_date: t`The date has passed`,
  }
  const load = async (file: File | undefined) => {
    if (!file) return
    try {
      const answer = await create(
        'tour-voucher-import',
        { data: { ticket_id: ticketId, file } },
        { returnPromise: true },
      )
      setResult(answer as unknown as VoucherImportResult)
      onLoaded()
    } catch (error) {
      setResult(null)
      notify((error as HttpError).message, { type: 'error' })
    }
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Button component="label" variant="contained" disabled={isPending}>
        {t`Upload CSV`}
        <input
          hidden
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label={t`CSV file of codes`}
          onChange={(event) => {
            void load(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </Button>
      <Box component="p" sx={{ color: 'text.secondary', fontSize: 13 }}>
        <Trans>One code per line, optionally followed by a comma and its last valid day (yyyy-mm-dd).</Trans>
      </Box>
      {result && (
        <Alert severity={result.skipped > 0 ? 'warning' : 'success'} role="status">
          <Trans>
            Imported <Plural value={result.imported} one="# code" other="# codes" />;{' '}
            <Plural value={result.skipped} one="# row skipped" other="# rows skipped" />
          </Trans>
          {result.errors.length > 0 && (
            <List dense aria-label={t`Skipped rows`}>
              {result.errors.map((row) => (
                <ListItem key={row.line} disableGutters>
                  {t`Line ${row.line}: ${reasons[row.problem]}`}
                  {row.code ? ` (${row.code})` : ''}
                </ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Box>
  )
}
