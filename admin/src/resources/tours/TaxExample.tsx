import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { taxOfPrice, type TaxCategory, type TourRecord } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { useWatch } from 'react-hook-form'
import { useRecordContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'

/** The tax in the activity's lowest price, under the chosen category, as guests would pay it. */
export function TaxExample({ taxes }: { taxes: readonly TaxCategory[] }) {
  const { t } = useLingui()
  const { base } = useServices()
  const record = useRecordContext<TourRecord>()
  const [categoryId, included, currency] = useWatch({
    name: ['tax_category_id', 'prices_include_tax', 'currency_code'],
  }) as [number | null | undefined, boolean | undefined, string | undefined]
  const category = taxes.find((tax) => tax.id === categoryId)
  const lowest = record?.lowest_price
  let text: string
  if (lowest === null || lowest === undefined) {
    text = t`The tax in a price shows here once the activity has tickets.`
  } else if (!category) {
    text = t`Choose a tax category to see the tax in the lowest price.`
  } else {
    const money = (amount: number) =>
      formatMoney(amount, currency || record?.currency_code || '', base.locale)
    const rate = new Intl.NumberFormat(base.locale, { maximumFractionDigits: 2 }).format(category.rate)
    const price = money(lowest)
    const tax = money(taxOfPrice(lowest, category.rate, included ?? true))
    text =
      included === false
        ? t`Lowest price ${price}, plus VAT ${rate}%: ${tax}`
        : t`Lowest price ${price}, of which VAT ${rate}%: ${tax}`
  }
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {text}
    </Typography>
  )
}
