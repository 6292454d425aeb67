import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'

/** A day or a month of the report's period; an emptied field keeps the value it had. */
export function PeriodChoice({
  label,
  type,
  value,
  onChange,
}: {
  label: string
  type: 'date' | 'month'
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      label={label}
      type={type}
      size="small"
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )
}

/** The currency's three letters, or every currency while empty. */
export function CurrencyChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Currency`}
      size="small"
      value={value}
      placeholder={t`All`}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      slotProps={{ htmlInput: { maxLength: 3 }, inputLabel: { shrink: true } }}
    />
  )
}
