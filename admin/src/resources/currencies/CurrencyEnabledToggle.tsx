import Switch from '@mui/material/Switch'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CurrencyRecord } from '@jaunt/domain'
import { useNotify, useUpdate } from 'react-admin'
import { CURRENCY_RESOURCE } from './currencyData'

/** Open or closed for new prices, switched in the list; a closed currency's products keep their prices. */
export function CurrencyEnabledToggle({ record }: { record: CurrencyRecord }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate<CurrencyRecord>()
  const { code, products } = record
  const toggle = (enabled: boolean) =>
    update(
      CURRENCY_RESOURCE,
      { id: record.id, data: { enabled }, previousData: record },
      {
        mutationMode: 'optimistic',
        onSuccess: () =>
          notify(
            enabled
              ? t`${code} is offered for new prices.`
              : t`${code} is no longer offered for new prices; ${plural(products, { one: '# product keeps its prices', other: '# products keep their prices' })} in it.`,
          ),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    )
  return (
    <Switch
      checked={record.enabled}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': t`Enabled: ${code}` } }}
    />
  )
}
