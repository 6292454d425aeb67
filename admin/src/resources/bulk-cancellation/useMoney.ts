import { useLingui } from '@lingui/react/macro'

/** An amount in its currency, as the back office's language writes it. */
export function useMoney() {
  const { i18n } = useLingui()
  return (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.locale, { style: 'currency', currency }).format(amount)
}
