import Switch from '@mui/material/Switch'
import { useLingui } from '@lingui/react/macro'
import type { TourListRow } from '@jaunt/domain'
import { useNotify, useUpdate } from 'react-admin'
import { useRefreshTourCounts } from './useRefreshTourCounts'

/** Private or public, switched in the list: the change shows at once and is undone if refused. */
export function TourPrivateToggle({ record }: { record: TourListRow }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refreshCounts = useRefreshTourCounts()
  const [update, { isPending }] = useUpdate()
  const toggle = (isPrivate: boolean) =>
    update(
      'tour',
      {
        id: record.id,
        data: { is_private: isPrivate },
        previousData: record,
        meta: { call: 'update-is-private' },
      },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify(isPrivate ? t`The activity is private.` : t`The activity is public.`),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => void refreshCounts(),
      },
    )
  return (
    <Switch
      checked={record.is_private}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': t`Private: ${record.name}` } }}
    />
  )
}
