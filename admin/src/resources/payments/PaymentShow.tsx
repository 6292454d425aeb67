import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '@jaunt/i18n'
import type { GuestPaymentDetail } from '@jaunt/domain'
import { Link, Show, useCreatePath, useShowContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { Facts, Section } from '../reservations/Facts'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../reservations/paymentLabels'

function PaymentFacts() {
  const { t, i18n } = useLingui()
  const { locale } = useServices().base
  const createPath = useCreatePath()
  const record = useShowContext<GuestPaymentDetail>().record
  if (!record) return null
  const money = (amount: number) => formatMoney(amount, record.currency_code, locale)
  const reference = record.cart_ref.slice(0, 8)
  const booking = (ref: string) => (
    <Link key={ref} to={createPath({ resource: 'bookings', id: ref, type: 'edit' })}>
      {ref.slice(0, 8)}
    </Link>
  )
  return (
    <>
      <PageHeader
        title={t`Payment ${reference}`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Payments`, to: '..' },
          { label: reference },
        ]}
      />
      <Section title={t`Payment`}>
        <Facts
          rows={[
            [t`Reference`, record.cart_ref],
            [t`Guest`, record.guest_name],
            [t`Site`, record.site_name],
            [
              t`Method`,
              PAYMENT_METHOD_LABELS[record.method]
                ? i18n._(PAYMENT_METHOD_LABELS[record.method]!)
                : record.method,
            ],
            [t`Amount`, money(record.amount)],
            [t`Status`, i18n._(PAYMENT_STATUS_LABELS[record.status]!)],
            [t`Stripe id`, record.provider_ref],
            [t`Refunds`, money(record.refunded)],
            [t`Date`, formatDate(record.created_at, locale, 'long')],
          ]}
        />
      </Section>
      <Section title={t`Bookings`}>
        <Facts
          rows={(record.items ?? []).map((item) => [
            item.product_name,
            <span key={item.reservation_ref}>
              {booking(item.reservation_ref)} · {money(item.price)}
            </span>,
          ])}
        />
      </Section>
      {record.refunds?.length ? (
        <Section title={t`Refunds`}>
          <Facts
            rows={record.refunds.map((refund) => [
              formatDate(refund.created_at, locale, 'long'),
              <span key={`${refund.reservation_ref}-${refund.created_at}`}>
                {booking(refund.reservation_ref)} · {money(refund.amount)} · {refund.status}
                {refund.provider_ref ? ` · ${refund.provider_ref}` : ''}
              </span>,
            ])}
          />
        </Section>
      ) : null}
    </>
  )
}

/** One guest payment (`payments/{uuid}`): what it paid for and what went back. */
export function PaymentShow() {
  return (
    <Show actions={false} title={false} component="div">
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 820 }}>
        <PaymentFacts />
      </Box>
    </Show>
  )
}
