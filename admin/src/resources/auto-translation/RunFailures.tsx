import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import { getAutoTranslationRun } from './autoTranslationData'
import { FailureReason } from './FailureReason'
import { useLanguageName } from './useLanguageName'

/** The translations of one run that failed: the product, the language and why. */
export function RunFailures({ runId }: { runId: number }) {
  const { t } = useLingui()
  const languageName = useLanguageName()
  const { data, error } = useApi(['auto-translation-run', runId] as const, (client, [, id]) =>
    getAutoTranslationRun(client, id),
  )
  if (error) return <Typography color="error">{error.message}</Typography>
  if (!data) return <Typography>{t`Loading…`}</Typography>
  return (
    <Table size="small" aria-label={t`Failed translations of run ${runId}`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Product`}</TableCell>
          <TableCell>{t`Language`}</TableCell>
          <TableCell>{t`Reason`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.failures.map((failure) => (
          <TableRow key={`${failure.service_id}-${failure.locale}`}>
            <TableCell>
              {failure.service_name} (#{failure.service_id})
            </TableCell>
            <TableCell>{languageName(failure.locale)}</TableCell>
            <TableCell>
              <FailureReason code={failure.error_code} detail={failure.error} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
