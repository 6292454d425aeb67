import type { OptionWithDate } from '@jaunt/domain'
import { colours, radius, ToggleChip } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'

/** Places left below which a departure says how many. */
export const FEW_PLACES = 5

export type DepartureChooserProps = {
  options: readonly OptionWithDate[]
  selectedOptionId: number | null
  selectedTime: string | null
  onSelect: (optionId: number, startTime: string) => void
}

/** The options on the chosen date, each with its departure times. */
export function DepartureChooser({
  options,
  selectedOptionId,
  selectedTime,
  onSelect,
}: DepartureChooserProps) {
  const { t } = useLingui()
  return (
    <List>
      {options.map((option) => (
        <Option key={option.id} $active={option.id === selectedOptionId}>
          <OptionName>{option.name}</OptionName>
          {option.slots.length === 0 ? (
            <None>{t`No departures on this date`}</None>
          ) : (
            <Times role="group" aria-label={t`Departure times for ${option.name}`}>
              {option.slots.map((slot) => {
                const open = slot.bookable && slot.remaining > 0
                const chosen = option.id === selectedOptionId && slot.start_time === selectedTime
                const note = !open
                  ? t`Sold out`
                  : slot.remaining <= FEW_PLACES
                    ? t`${slot.remaining} left`
                    : null
                return (
                  <ToggleChip
                    key={slot.slot_id}
                    pressed={chosen}
                    disabled={!open}
                    onClick={() => onSelect(option.id, slot.start_time)}
                    aria-label={[slot.start_time.slice(0, 5), note].filter(Boolean).join(', ')}
                  >
                    <strong>{slot.start_time.slice(0, 5)}</strong>{' '}
                    {note ? <Note $soldOut={!open}>{note}</Note> : null}
                  </ToggleChip>
                )
              })}
            </Times>
          )}
        </Option>
      ))}
    </List>
  )
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`

const Option = styled.div<{ $active: boolean }>`
  padding: 12px 14px;
  border: 1.5px solid ${({ $active }) => ($active ? colours.primary : colours.border)};
  border-radius: ${radius.control};
  background: ${({ $active }) => ($active ? `color-mix(in srgb, ${colours.primary} 4%, ${colours.box})` : colours.box)};
`

const OptionName = styled.div`
  margin-bottom: 8px;
  font-weight: 600;
`

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const None = styled.div`
  font-size: 14px;
  color: ${colours.muted};
`

const Note = styled.span<{ $soldOut: boolean }>`
  font-size: 12px;
  font-weight: 500;
  color: ${({ $soldOut }) => ($soldOut ? colours.disabled : colours.warning)};
`
