import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import { useLingui } from '@lingui/react/macro'
import { apiOf } from '@jaunt/api-client/admin'
import { useApi } from '@jaunt/api-client/react'
import type { ReactNode } from 'react'
import { FIELD_MESSAGES } from '../../i18n/fieldMessages'
import { PageHeader } from '../../layout/PageHeader'
import { ReportDownloadButtons } from './ReportDownloadButtons'
import { ReportTable } from './ReportTable'
import type { ReportCalls } from './reportsData'

/** A report page: its choices, the table the server computed, and the same report as a file. */
export function ReportScreen<Query extends object>({
  title,
  calls,
  query,
  choices,
}: {
  title: string
  calls: ReportCalls<Query>
  query: Query
  choices: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { data, error, isLoading } = useApi([calls.name, query] as const, (client) =>
    calls.read(apiOf(client), query),
  )
  // A period the server refuses (its end before its start) is said in the back office's language.
  const fieldMessage = error?.errors ? Object.values(error.errors).flat()[0] : undefined
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: title }]}
        actions={
          <ReportDownloadButtons calls={calls} query={query} disabled={!data || data.rows.length === 0} />
        }
      />
      <Card variant="outlined">
        <CardContent>
          <Box
            component="form"
            aria-label={t`Report choices`}
            onSubmit={(event) => event.preventDefault()}
            sx={{
              display: 'flex',
              gap: 2,
              flexWrap: 'wrap',
              mb: 2,
              '& .MuiFormControl-root': { width: 'auto', minWidth: 170, m: 0 },
            }}
          >
            {choices}
          </Box>
          {isLoading && <LinearProgress aria-label={t`Loading`} />}
          {error && (
            <Alert severity="error">
              {fieldMessage && FIELD_MESSAGES[fieldMessage]
                ? i18n._(FIELD_MESSAGES[fieldMessage])
                : error.message}
            </Alert>
          )}
          {data && <ReportTable report={data} />}
        </CardContent>
      </Card>
    </>
  )
}
