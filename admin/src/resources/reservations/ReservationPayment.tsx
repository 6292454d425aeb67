import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@jaunt/i18n'
import type { ReservationDetail } from '@jaunt/domain'
import { useServices } from '../../AdminServicesContext'
import { Facts, Section } from './Facts'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './paymentLabels'

/** The cart's payment, and how this item's price splits between commission, partner and supplier. */
export function ReservationPayment({ booking }: { booking: ReservationDetail }) {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const { payment, amounts } = booking
  const money = (amount: number | null, currency = amounts.currency_code) =>
    amount === null ? null : formatMoney(amount, currency, locale)
  const label = (labels: Readonly<Record<string | number, MessageDescriptor>>, key: string | number) =>
    labels[key] ? i18n._(labels[key]) : String(key)
  return (
    <>
      <Section title={t`Payment`}>
        {payment ? (
          <Facts
            rows={[
              [t`Method`, label(PAYMENT_METHOD_LABELS, payment.method)],
              [t`Payment status`, label(PAYMENT_STATUS_LABELS, payment.status)],
              [t`Paid for the whole cart`, money(payment.amount, payment.currency_code)],
              [t`Payment reference`, payment.provider_ref ?? payment.uuid],
            ]}
          />
        ) : (
          <Facts rows={[[t`Method`, null]]} />
        )}
      </Section>
      <Section title={t`Amounts`}>
        <Facts
          rows={[
            [t`Price`, money(amounts.price)],
            [
              t`Commission`,
              amounts.commission_amount === null
                ? null
                : `${money(amounts.commission_amount)} (${amounts.commission_percent ?? 0} %)`,
            ],
            [t`Partner's share`, money(amounts.partner_amount)],
            [t`Supplier's share`, money(amounts.supplier_amount)],
            [
              t`Tax`,
              amounts.tax_rate === null
                ? null
                : amounts.prices_include_tax
                  ? t`${amounts.tax_rate} %, included in the price`
                  : t`${amounts.tax_rate} %, added to the price`,
            ],
            [t`Refunded`, amounts.refunded > 0 ? money(amounts.refunded) : null],
            [t`Left to refund`, money(amounts.refundable)],
          ]}
        />
      </Section>
    </>
  )
}
