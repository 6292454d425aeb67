import Switch from '@mui/material/Switch'
import { useLingui } from '@lingui/react/macro'
import type { SiteCatalogueRow } from '@jaunt/domain'
import { useNotify, useUpdate } from 'react-admin'
import { useRefreshCatalogueTotals } from './useCatalogueTotals'

/** On this site or not, switched in the list: shown at once, undone if the server refuses. */
export function CatalogueToggle({ record, siteId }: { record: SiteCatalogueRow; siteId: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refreshTotals = useRefreshCatalogueTotals()
  const [update, { isPending }] = useUpdate()
  const name = record.name
  const toggle = (inCatalogue: boolean) =>
    update(
      'site-catalogue',
      { id: record.id, data: { in_catalogue: inCatalogue }, previousData: record, meta: { site_id: siteId } },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify(inCatalogue ? t`${name} is on this site.` : t`${name} is off this site.`),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => void refreshTotals(),
      },
    )
  return (
    <Switch
      checked={record.in_catalogue}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': t`On this site: ${name}` } }}
    />
  )
}
