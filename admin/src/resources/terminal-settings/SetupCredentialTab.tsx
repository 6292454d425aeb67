import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { terminalSetupPasswordSchema, type TerminalSetupCredentialState } from '@jaunt/domain'
import { useState } from 'react'
import { Form, PasswordInput, SaveButton, useGetOne, useNotify, useUpdate, type HttpError } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const RESOURCE = 'terminal-setup-credential'

/** The password the site's operators start the card reader with; it is never shown again. */
export function SetupCredentialTab({ siteId }: { siteId: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [formKey, setFormKey] = useState(0)
  const { data, refetch } = useGetOne<TerminalSetupCredentialState>(RESOURCE, { id: siteId })
  const [update] = useUpdate()
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        RESOURCE,
        { id: siteId, data: values, previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    notify(t`The setup password is saved.`)
    setFormKey((key) => key + 1)
    await refetch()
    return undefined
  }
  return (
    <Form key={formKey} record={{}} validate={zodValidate(terminalSetupPasswordSchema)} onSubmit={save}>
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 720 }}>
        <Typography color="text.secondary">
          {data?.has_password ? (
            <Trans>This site has a setup password. Saving a new one replaces it.</Trans>
          ) : (
            <Trans>This site has no setup password yet: operators cannot start the card reader.</Trans>
          )}
        </Typography>
        <PasswordInput source="password" label={t`Setup password`} autoComplete="new-password" />
        <Box>
          <SaveButton alwaysEnable />
        </Box>
      </Box>
    </Form>
  )
}
