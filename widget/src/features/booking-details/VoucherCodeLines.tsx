import type { CartReservation } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useGuestTypeLabel } from '../product/guestTypeLabel'

/** The codes a confirmed item's tickets were given (the supplier's gate codes), by guest type. */
export function VoucherCodeLines({ lines }: { lines: CartReservation['ticket_lines'] }) {
  const { t } = useLingui()
  const guestType = useGuestTypeLabel()
  const given = (lines ?? []).filter((line) => line.voucher_codes?.length)
  if (given.length === 0) return null
  return (
    <Codes role="group" aria-label={t`Voucher codes`}>
      <span>{t`Voucher codes`}</span>
      {given.map((line) => (
        <div key={line.type}>
          {guestType(line.type)}:{' '}
          {line.voucher_codes!.map((code, index) => (
            <span key={code}>
              {index > 0 ? ', ' : ''}
              <code>{code}</code>
            </span>
          ))}
        </div>
      ))}
    </Codes>
  )
}

const Codes = styled.div`
  font-size: 14px;
  color: ${colours.muted};

  & > span {
    font-weight: 700;
  }

  code {
    color: ${colours.text};
    font-size: 15px;
    letter-spacing: 0.04em;
  }
`
