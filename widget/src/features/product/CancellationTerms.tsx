import {
  cancellationColour,
  cancellationText,
  type CancellationPolicyEntry,
  type ServiceType,
} from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'

export type CancellationTermsProps = {
  policy: readonly CancellationPolicyEntry[] | null
  serviceType: ServiceType
}

/** The cancellation policy in the spec's words, most generous first: green with a refund, orange without. */
export function CancellationTerms({ policy, serviceType }: CancellationTermsProps) {
  const { t } = useLingui()
  if (!policy || policy.length === 0) return null
  const entries = [...policy].sort((a, b) => b.hours - a.hours)
  return (
    <List>
      {entries.map((entry) => {
        const wording = cancellationText({ ...entry, service_type: serviceType })
        const hours = wording.hours
        const text =
          wording.kind === 'free'
            ? t`Free cancellation`
            : wording.kind === 'non-refundable'
              ? t`Non-Refundable`
              : wording.reference === 'check-in'
                ? t`${wording.percentage}% refunded if cancelled at least ${plural(hours, { one: '# hour', other: '# hours' })} before check-in`
                : t`${wording.percentage}% refunded if cancelled at least ${plural(hours, { one: '# hour', other: '# hours' })} before the scheduled start`
        const when =
          wording.kind === 'free' && wording.hours > 0
            ? wording.reference === 'check-in'
              ? t`up to ${plural(hours, { one: '# hour', other: '# hours' })} before check-in`
              : t`up to ${plural(hours, { one: '# hour', other: '# hours' })} before the scheduled start`
            : null
        return (
          <Entry
            key={`${entry.hours}-${entry.refund_percentage}`}
            $colour={cancellationColour(entry.refund_percentage)}
          >
            <strong>{text}</strong>
            {when ? <span> · {when}</span> : null}
          </Entry>
        )
      })}
    </List>
  )
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
`

const Entry = styled.li<{ $colour: 'orange' | 'green' }>`
  color: ${({ $colour }) => ($colour === 'green' ? colours.success : colours.warning)};

  & > span {
    color: ${colours.muted};
  }
`
