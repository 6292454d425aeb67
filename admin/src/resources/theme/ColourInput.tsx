import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { TextInput } from 'react-admin'

/** The native picker needs #RRGGBB: a short or alpha hex is widened or cut to it. */
function pickerValue(value: unknown): string {
  if (typeof value !== 'string') return '#000000'
  const digits = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1]
  if (!digits) return '#000000'
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits
  return `#${full.slice(0, 6)}`
}

/** A hex colour typed or picked: the text is what is saved, the swatch opens the browser's picker. */
export function ColourInput({ source, label }: { source: string; label: string }) {
  const { t } = useLingui()
  const { setValue } = useFormContext()
  const value: unknown = useWatch({ name: source })
  const swatch = (
    <Box
      component="input"
      type="color"
      aria-label={t`Choose a colour for ${label}`}
      value={pickerValue(value)}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
        setValue(source, event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
      }
      sx={{ width: 32, height: 32, p: 0, mr: 1, border: 0, background: 'none', cursor: 'pointer' }}
    />
  )
  return (
    <TextInput
      source={source}
      label={label}
      slotProps={{ input: { startAdornment: swatch } }}
      sx={{ minWidth: 220 }}
    />
  )
}
