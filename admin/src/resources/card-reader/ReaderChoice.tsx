import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { terminalSettingsSchema, type TerminalDeskSetup, type TerminalSettings } from '@jaunt/domain'
import { useState } from 'react'

const STORAGE_KEY = 'jaunt.terminal-settings'

/** The spec's locally stored terminal settings: kept only when both the location and the reader are chosen. */
export function storedReaderChoice(setup: TerminalDeskSetup): TerminalSettings | null {
  try {
    const parsed = terminalSettingsSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'))
    if (!parsed.success) return null
    const reader = setup.readers.find((candidate) => candidate.id === parsed.data.reader_id)
    return reader && reader.location === parsed.data.location_id ? parsed.data : null
  } catch {
    return null
  }
}

export function ReaderChoice({
  setup,
  onChoose,
}: {
  setup: TerminalDeskSetup
  onChoose: (choice: TerminalSettings) => Promise<void>
}) {
  const { t } = useLingui()
  const [locationId, setLocationId] = useState<number | ''>('')
  const [readerId, setReaderId] = useState<number | ''>('')
  const [errors, setErrors] = useState<{ location?: string; reader?: string }>({})
  const readers = setup.readers.filter((reader) => reader.location === locationId)
  async function choose() {
    const next = {
      location: locationId ? undefined : t`Please select location`,
      reader: readerId ? undefined : t`Please select reader`,
    }
    setErrors(next)
    if (!locationId || !readerId) return
    const choice = { location_id: locationId, reader_id: readerId }
    try {
      // The server checks the reader still stands at that location of this site.
      await onChoose(choice)
      localStorage.setItem(STORAGE_KEY, JSON.stringify(choice))
    } catch {
      setErrors({ reader: t`Please select reader` })
    }
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <TextField
        select
        label={t`Location`}
        value={locationId}
        error={Boolean(errors.location)}
        helperText={errors.location}
        onChange={(event) => {
          setLocationId(Number(event.target.value))
          setReaderId('')
        }}
      >
        {setup.locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t`Reader`}
        value={readerId}
        error={Boolean(errors.reader)}
        helperText={errors.reader}
        onChange={(event) => setReaderId(Number(event.target.value))}
      >
        {readers.map((reader) => (
          <MenuItem key={reader.id} value={reader.id}>
            {reader.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={() => void choose()}>{t`Use this reader`}</Button>
    </Stack>
  )
}
