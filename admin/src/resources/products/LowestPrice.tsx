import { formatMoney } from '@jaunt/i18n'
import { useServices } from '../../AdminServicesContext'

/** A product's "From" price in its currency, or a dash while it has no bookable price. */
export function LowestPrice({ record }: { record: { lowest_price: number | null; currency_code: string } }) {
  const { base } = useServices()
  return record.lowest_price === null
    ? '—'
    : formatMoney(record.lowest_price, record.currency_code, base.locale)
}
