import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { useListContext, useNotify, useUpdateMany } from 'react-admin'
import { useRefreshCatalogueTotals } from './useCatalogueTotals'

/** Puts every selected product on the site, or takes them off, in one call. */
export function CatalogueBulkActions({ siteId }: { siteId: number }) {
  const { t } = useLingui()
  const { selectedIds, onUnselectItems } = useListContext()
  const notify = useNotify()
  const refreshTotals = useRefreshCatalogueTotals()
  const [updateMany, { isPending }] = useUpdateMany()
  const change = (inCatalogue: boolean) =>
    updateMany(
      'site-catalogue',
      { ids: selectedIds, data: { in_catalogue: inCatalogue }, meta: { site_id: siteId } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const count = selectedIds.length
          notify(
            inCatalogue
              ? t`Products added to this site: ${count}`
              : t`Products taken off this site: ${count}`,
          )
          onUnselectItems()
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => void refreshTotals(),
      },
    )
  return (
    <>
      <Button size="small" disabled={isPending} onClick={() => change(true)}>
        {t`Add to this site`}
      </Button>
      <Button size="small" disabled={isPending} onClick={() => change(false)}>
        {t`Take off this site`}
      </Button>
    </>
  )
}
