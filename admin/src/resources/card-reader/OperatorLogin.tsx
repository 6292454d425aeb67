import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import type { TerminalOperatorSite } from '@jaunt/domain'
import { useState, type FormEvent } from 'react'
import { useFieldMessage } from './useFieldMessage'

/** The operator starts a site's card reader with the setup password its partner set. */
export function OperatorLogin({
  sites,
  onLogin,
}: {
  sites: TerminalOperatorSite[]
  onLogin: (siteId: number, password: string) => Promise<void>
}) {
  const { t } = useLingui()
  const translate = useFieldMessage()
  const [siteId, setSiteId] = useState<number | ''>(sites.length === 1 ? sites[0]!.id : '')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!siteId) return setError(t`Please select the site`)
    if (!password) return setError(t`Please enter valid password`)
    try {
      await onLogin(siteId, password)
    } catch (failure) {
      setError(translate(failure))
    }
  }
  if (sites.length === 0)
    return <Alert severity="info">{t`None of your partner's sites takes payment at a card reader.`}</Alert>
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 420 }}>
      <TextField
        select
        label={t`Site`}
        value={siteId}
        onChange={(event) => setSiteId(Number(event.target.value))}
      >
        {sites.map((site) => (
          <MenuItem key={site.id} value={site.id}>
            {site.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="password"
        label={t`Setup password`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="off"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained">{t`Start the card reader`}</Button>
    </Stack>
  )
}
