import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { isApiError } from '@jaunt/api-client'
import { useApi } from '@jaunt/api-client/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { AutoTranslationInput } from '@jaunt/domain'
import { useNotify } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { AutoTranslationForm } from './AutoTranslationForm'
import { AutoTranslationRuns } from './AutoTranslationRuns'
import {
  getLatestAutoTranslationRuns,
  getMarketplaceLanguages,
  startAutoTranslation,
} from './autoTranslationData'

/** While a run is queued or running, the runs are read again this often. */
const POLL_MS = 2000

/**
 * `tools/auto-translation`: machine translation of product texts into the marketplace's languages, run in
 * the background; the latest runs show their progress and the translations that failed.
 */
export function AutoTranslationPage() {
  const { t } = useLingui()
  const notify = useNotify()
  const { session } = useServices()
  const languages = useApi(['marketplace-languages'] as const, (client) => getMarketplaceLanguages(client))
  const runs = useApi(['auto-translation-runs'] as const, (client) => getLatestAutoTranslationRuns(client), {
    refreshInterval: (latest) =>
      latest?.some((run) => run.status === 'queued' || run.status === 'running') ? POLL_MS : 0,
  })

  const start = async (input: AutoTranslationInput) => {
    try {
      const { total } = await startAutoTranslation(session.client, input)
      notify(t`${plural(total, { one: '# translation', other: '# translations' })} queued.`, {
        type: 'success',
      })
      await runs.mutate()
      return undefined
    } catch (error) {
      // A target's path is `target_locales.1`; its message goes under the checkboxes.
      if (isApiError(error) && error.status === 400 && error.errors)
        return Object.fromEntries(
          Object.entries(error.errors).map(([path, [message]]) => [path.split('.')[0]!, message!]),
        )
      notify(error instanceof Error ? error.message : String(error), { type: 'error' })
      return undefined
    }
  }

  return (
    <>
      <PageHeader
        title={t`Auto-translation`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`Auto-translation` }]}
      />
      <Card sx={{ p: 2, mb: 2 }}>
        <Typography sx={{ mb: 2 }}>
          {t`Translates products' names, descriptions, meeting points and highlights with the language model. Texts people wrote stay unless you choose to replace them; a supplier's later edit makes a text theirs.`}
        </Typography>
        {languages.error && <Alert severity="error">{languages.error.message}</Alert>}
        {languages.data && <AutoTranslationForm languages={languages.data} onStart={start} />}
      </Card>
      <Card sx={{ p: 2 }}>
        {runs.error && <Alert severity="error">{t`The runs could not be loaded.`}</Alert>}
        {runs.data && <AutoTranslationRuns runs={runs.data} />}
      </Card>
    </>
  )
}
