import { Button, colours, Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styled from 'styled-components'

export type BookingFooterProps = {
  /** The total as the server priced it, formatted; null before there is one. */
  total: string | null
  /** What the guest still has to do when there is no total yet. */
  hint?: ReactNode
  /** The total is being worked out again. */
  pricing?: boolean
  canAdd: boolean
  adding: boolean
  onAdd: () => void
}

/** The bottom of a booking panel: the total and Add to cart. */
export function BookingFooter({ total, hint, pricing = false, canAdd, adding, onAdd }: BookingFooterProps) {
  const { t } = useLingui()
  return (
    <Bar>
      <Summary aria-live="polite" aria-busy={pricing}>
        {total !== null ? (
          <>
            <Label>{t`Total`}</Label>
            <Amount $stale={pricing}>{total}</Amount>
          </>
        ) : (
          <Hint>{hint}</Hint>
        )}
        {pricing ? <Spinner size={16} label={t`Updating the price…`} /> : null}
      </Summary>
      <Button size="large" onClick={onAdd} disabled={!canAdd || adding || pricing}>
        {adding ? t`Adding…` : t`Add to cart`}
      </Button>
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;

  & > button {
    min-width: 180px;
  }

  @media (max-width: 420px) {
    & > button {
      flex: 1;
    }
  }
`

const Summary = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
  min-width: 0;
`

const Label = styled.span`
  font-size: 14px;
  color: ${colours.muted};
`

const Amount = styled.span<{ $stale: boolean }>`
  font-size: 22px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
`

const Hint = styled.span`
  font-size: 14px;
  color: ${colours.muted};
`
