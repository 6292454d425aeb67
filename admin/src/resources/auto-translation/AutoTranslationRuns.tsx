import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import type { AutoTranslationRun } from '@jaunt/domain'
import { Fragment, useState } from 'react'
import { FailureReason } from './FailureReason'
import { RunFailures } from './RunFailures'
import { useLanguageName } from './useLanguageName'

/** The latest runs with their progress; a run with failures opens them below its row. */
export function AutoTranslationRuns({ runs }: { runs: AutoTranslationRun[] }) {
  const { t, i18n } = useLingui()
  const languageName = useLanguageName()
  const [opened, setOpened] = useState<number | null>(null)
  const statuses = { queued: t`Queued`, running: t`Running`, done: t`Done`, failed: t`Failed` }
  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—'
  const products = (run: AutoTranslationRun) =>
    run.scope === 'missing'
      ? t`Every product missing a language`
      : (run.service_ids ?? []).map((id) => `#${id}`).join(', ')
  return (
    <Table size="small" aria-label={t`Translation runs`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Started`}</TableCell>
          <TableCell>{t`By`}</TableCell>
          <TableCell>{t`Languages`}</TableCell>
          <TableCell>{t`Products`}</TableCell>
          <TableCell>{t`Status`}</TableCell>
          <TableCell>{t`Progress`}</TableCell>
          <TableCell>{t`Finished`}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.length === 0 && (
          <TableRow>
            <TableCell colSpan={8}>{t`No translation runs yet.`}</TableCell>
          </TableRow>
        )}
        {runs.map((run) => {
          const { id, total, failed } = run
          const handled = run.done + failed
          const targets = run.target_locales.map(languageName).join(', ')
          return (
            <Fragment key={run.id}>
              <TableRow>
                <TableCell>{when(run.created_at)}</TableCell>
                <TableCell>{run.requested_by_name ?? '—'}</TableCell>
                <TableCell>{`${languageName(run.source_locale)} → ${targets}`}</TableCell>
                <TableCell>{products(run)}</TableCell>
                <TableCell>
                  {statuses[run.status]}
                  {run.error_code && <FailureReason code={run.error_code} detail={run.error} />}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <LinearProgress
                    variant="determinate"
                    value={total ? (handled / total) * 100 : run.status === 'done' ? 100 : 0}
                    aria-label={t`Progress of run ${id}`}
                  />
                  <Box component="span" sx={{ fontSize: 'body2.fontSize' }}>
                    {failed > 0 ? t`${handled} of ${total}, ${failed} failed` : t`${handled} of ${total}`}
                  </Box>
                </TableCell>
                <TableCell>{when(run.finished_at)}</TableCell>
                <TableCell>
                  {run.failed > 0 && (
                    <Button size="small" onClick={() => setOpened(opened === run.id ? null : run.id)}>
                      {opened === run.id ? t`Hide failures` : t`Show failures`}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              {opened === run.id && (
                <TableRow>
                  <TableCell colSpan={8}>
                    <RunFailures runId={run.id} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          )
        })}
      </TableBody>
    </Table>
  )
}
