import Lock from '@mui/icons-material/Lock'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { updateProfile } from '@jaunt/api-client/admin'
import { UserRole } from '@jaunt/domain'
import { useMemo, useState, type FormEvent } from 'react'
import { useNotify } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { useCurrentUser, useUser } from '../access/useCurrentUser'
import { PageHeader } from '../layout/PageHeader'
import { formErrorsOf } from './fieldErrors'
import { countryOptions, currencyOptions, type Option } from './regions'

const FIELDS = ['name', 'country_code', 'user_currency_type'] as const
type Field = (typeof FIELDS)[number]

function useRoleNames(roles: readonly number[]): string[] {
  const { t } = useLingui()
  const names: Record<number, string> = {
    [UserRole.Supplier]: t`Supplier`,
    [UserRole.Partner]: t`Partner`,
    [UserRole.Admin]: t`Admin`,
    [UserRole.Operator]: t`Operator`,
  }
  return roles.map((role) => names[role]).filter((name): name is string => Boolean(name))
}

/** The user's own profile: name, country and currency; the password has its own page. */
export function ProfilePage() {
  const { t } = useLingui()
  const { base, session } = useServices()
  const user = useUser()
  const { refetch } = useCurrentUser()
  const notify = useNotify()
  const countries = useMemo(() => countryOptions(base.locale), [base.locale])
  const currencies = useMemo(() => currencyOptions(base.locale), [base.locale])
  const [name, setName] = useState(user.name)
  const [country, setCountry] = useState<Option | null>(
    countries.find((option) => option.code === user.country_code) ?? null,
  )
  const [currency, setCurrency] = useState<Option | null>(
    currencies.find((option) => option.code === user.user_currency_type) ?? null,
  )
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const roles = useRoleNames(user.role_id)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next: Partial<Record<Field, string>> = {}
    if (!name.trim()) next.name = t`Please enter your name.`
    if (!country) next.country_code = t`Please select your country.`
    if (!currency) next.user_currency_type = t`Please select your currency.`
    setErrors(next)
    setFailure(null)
    if (!country || !currency || Object.keys(next).length > 0) return
    setSaving(true)
    try {
      await updateProfile(session.client, {
        name: name.trim(),
        country_code: country.code,
        user_currency_type: currency.code,
      })
      await refetch()
      notify(t`Your profile has been saved.`, { type: 'success' })
    } catch (error) {
      const refused = formErrorsOf(error, FIELDS, t`Something went wrong`)
      setErrors(refused.fields)
      setFailure(refused.form)
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <PageHeader
        title={t`Profile`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Profile` }]}
        actions={
          <Button
            component={Link}
            to={`${base.basename}/change-password`}
            startIcon={<Lock />}
            variant="outlined"
          >
            <Trans>Change password</Trans>
          </Button>
        }
      />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 3 }}>
            <Typography color="text.secondary">{user.email.email}</Typography>
            {roles.map((role) => (
              <Chip key={role} label={role} size="small" />
            ))}
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          )}
          <form noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              name="name"
              label={t`Name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              margin="normal"
            />
            <Autocomplete
              options={countries}
              value={country}
              onChange={(_event, option) => setCountry(option)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.code === value.code}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name="country_code"
                  label={t`Country`}
                  error={Boolean(errors.country_code)}
                  helperText={errors.country_code}
                  margin="normal"
                />
              )}
            />
            <Autocomplete
              options={currencies}
              value={currency}
              onChange={(_event, option) => setCurrency(option)}
              getOptionLabel={(option) => `${option.name} (${option.code})`}
              isOptionEqualToValue={(option, value) => option.code === value.code}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name="user_currency_type"
                  label={t`Currency`}
                  error={Boolean(errors.user_currency_type)}
                  helperText={
                    errors.user_currency_type ?? t`Your dashboard's figures are shown in this currency.`
                  }
                  margin="normal"
                />
              )}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
              <Button type="submit" variant="contained" disabled={saving}>
                <Trans>Save</Trans>
              </Button>
            </Box>
          </form>
        </CardContent>
      </Card>
    </>
  )
}
