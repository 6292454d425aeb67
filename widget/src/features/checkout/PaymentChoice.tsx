import { PaymentMethod } from '@jaunt/domain'
import { colours, focusRing, radius } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import type { CheckoutMethod } from './checkoutFlow'

export type PaymentChoiceProps = {
  methods: readonly CheckoutMethod[]
  value: CheckoutMethod | null
  disabled: boolean
  onChange: (method: CheckoutMethod) => void
}

/** How the guest pays, among the ways this site takes. */
export function PaymentChoice({ methods, value, disabled, onChange }: PaymentChoiceProps) {
  const { t } = useLingui()
  const label: Record<CheckoutMethod, { title: string; note: string }> = {
    [PaymentMethod.Card]: { title: t`Card`, note: t`Pay now by card.` },
    [PaymentMethod.NoPayment]: {
      title: t`Book without paying now`,
      note: t`Your booking is confirmed now; you settle it as the supplier says.`,
    },
  }
  return (
    <Options role="radiogroup" aria-label={t`Payment method`}>
      {methods.map((method) => (
        <Option key={method} $checked={value === method}>
          <input
            type="radio"
            name="jaunt-payment-method"
            value={method}
            checked={value === method}
            disabled={disabled}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{label[method].title}</strong>
            <small>{label[method].note}</small>
          </span>
        </Option>
      ))}
    </Options>
  )
}

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px;
  border: 1px solid ${({ $checked }) => ($checked ? colours.primary : colours.border)};
  border-radius: ${radius.control};
  cursor: pointer;

  input {
    margin: 3px 0 0;
    ${focusRing}
  }

  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  small {
    font-size: 13px;
    color: ${colours.muted};
  }
`
