import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { UserRole, signUpRegistrationSchema } from '@jaunt/domain'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { RichTextField } from 'react-admin'
import { Link as RouterLink } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { AuthCard } from '../auth/AuthCard'
import { signUpApi } from './signUpApi'
import { fieldErrors, refusalOf, useSignUpText } from './signUpTexts'

type Field =
  | 'name'
  | 'email'
  | 'role_id'
  | 'country_code'
  | 'accept_terms'
  | 'terms_and_condition_id'
  | 'business_type_id'
type Terms = Awaited<ReturnType<ReturnType<typeof signUpApi>['terms']>>

/** The spec's /user-sign-up: a supplier or partner applies, accepting their country's terms. */
export function SignUpPage() {
  const { t } = useLingui()
  const text = useSignUpText()
  const { base, apiBase } = useServices()
  const api = useMemo(() => signUpApi(apiBase, base.locale), [apiBase, base.locale])
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([])
  const [country, setCountry] = useState('')
  const [businessTypes, setBusinessTypes] = useState<{ id: number; name: string }[]>([])
  const [businessType, setBusinessType] = useState('')
  const [roles, setRoles] = useState<number[]>([])
  const [terms, setTerms] = useState<Terms | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    api.countries().then(
      (list) => setCountries(list.data),
      () => setFailure(t`Something went wrong`),
    )
    // Optional: the form works without the choices.
    api.businessTypes().then(
      (list) => setBusinessTypes(list.data),
      () => undefined,
    )
  }, [api, t])
  useEffect(() => {
    setTerms(null)
    if (!country) return
    let current = true
    api.terms(country).then(
      (found) => current && setTerms(found),
      () => current && setTerms(null),
    )
    return () => {
      current = false
    }
  }, [api, country])

  const toggleRole = (role: number) =>
    setRoles((chosen) => (chosen.includes(role) ? chosen.filter((r) => r !== role) : [...chosen, role]))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = signUpRegistrationSchema.safeParse({
      name: form.get('name'),
      email: form.get('email'),
      role_id: roles,
      country_code: country,
      terms_and_condition_id: terms?.id ?? 0,
      accept_terms: form.get('accept_terms') === 'on',
      business_type_id: businessType ? Number(businessType) : null,
    })
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues, text))
      return
    }
    setErrors({})
    setFailure(null)
    setSubmitting(true)
    try {
      await api.register(parsed.data)
      setDone(true)
    } catch (error) {
      const refused = refusalOf<Field>(error, text, t`Something went wrong`)
      setErrors(refused.fields)
      setFailure(refused.fields.terms_and_condition_id ?? refused.form)
    } finally {
      setSubmitting(false)
    }
  }

  const login = (
    <Link component={RouterLink} to={`${base.basename}/login`}>
      <Trans>Log in</Trans>
    </Link>
  )

  if (done) {
    return (
      <AuthCard title={<Trans>Check your inbox</Trans>}>
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t`Thank you. We have sent you an email with a link to verify your address and set your password.`}
        </Alert>
        <Typography color="text.secondary">
          <Trans>
            Once your password is set, the marketplace team reviews your account and tells you by email.
          </Trans>
        </Typography>
        <Box sx={{ mt: 2 }}>{login}</Box>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={<Trans>Sign up</Trans>}
      subtitle={<Trans>Sell your activities and stays, or run your own booking site.</Trans>}
      width={560}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="name"
          label={t`Name`}
          autoComplete="organization"
          error={Boolean(errors.name)}
          helperText={errors.name}
          margin="normal"
        />
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email}
          margin="normal"
        />
        <FormControl component="fieldset" error={Boolean(errors.role_id)} margin="normal">
          <FormLabel component="legend">
            <Trans>I want to</Trans>
          </FormLabel>
          <FormGroup row>
            <FormControlLabel
              control={
                <Checkbox
                  checked={roles.includes(UserRole.Supplier)}
                  onChange={() => toggleRole(UserRole.Supplier)}
                />
              }
              label={t`Sell my products (supplier)`}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={roles.includes(UserRole.Partner)}
                  onChange={() => toggleRole(UserRole.Partner)}
                />
              }
              label={t`Run a booking site (partner)`}
            />
          </FormGroup>
          {errors.role_id && <FormHelperText>{errors.role_id}</FormHelperText>}
        </FormControl>
        <TextField
          select
          label={t`Country`}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          error={Boolean(errors.country_code)}
          helperText={errors.country_code}
          margin="normal"
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {countries.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        {businessTypes.length > 0 && (
          <TextField
            select
            label={t`Business type (optional)`}
            value={businessType}
            onChange={(event) => setBusinessType(event.target.value)}
            error={Boolean(errors.business_type_id)}
            helperText={errors.business_type_id}
            margin="normal"
          >
            {businessTypes.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {terms && (
          <Box
            sx={{
              mt: 2,
              maxHeight: 200,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              px: 2,
              py: 1,
              '& h2': { fontSize: 16, fontWeight: 600 },
              '& p': { fontSize: 14, color: 'text.secondary' },
            }}
            aria-label={terms.title}
            role="region"
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {terms.title}
            </Typography>
            <RichTextField
              record={terms}
              source="content_html"
              purifyOptions={{ USE_PROFILES: { html: true } }}
            />
          </Box>
        )}
        <FormControl error={Boolean(errors.accept_terms)} sx={{ mt: 1 }}>
          <FormControlLabel
            control={<Checkbox name="accept_terms" />}
            label={t`I accept the terms and conditions`}
          />
          {errors.accept_terms && <FormHelperText>{errors.accept_terms}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
          <Trans>Sign up</Trans>
        </Button>
      </form>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        <Trans>Already have an account?</Trans> {login}
      </Typography>
    </AuthCard>
  )
}
