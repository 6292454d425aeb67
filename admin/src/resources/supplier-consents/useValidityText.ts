import { useLingui } from '@lingui/react/macro'
import type { SupplierConsentRecord } from '@jaunt/domain'

/** When a consent is in force, in words: "Always", "From …", "Until …" or "… to …". */
export function useValidityText() {
  const { t, i18n } = useLingui()
  const day = (iso: string) => i18n.date(new Date(`${iso}T00:00:00`), { dateStyle: 'medium' })
  return ({ valid_from: from, valid_to: to }: Pick<SupplierConsentRecord, 'valid_from' | 'valid_to'>) => {
    if (from && to) return t`${day(from)} to ${day(to)}`
    if (from) return t`From ${day(from)}`
    if (to) return t`Until ${day(to)}`
    return t`Always`
  }
}
