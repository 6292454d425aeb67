import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  TERMINAL_CONNECT_CURRENCIES,
  terminalLocationSchema,
  type TerminalLocationRecord,
} from '@jaunt/domain'
import { useState } from 'react'
import { Form, SaveButton, SelectInput, TextInput, useGetList } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { RecordTable } from './RecordTable'
import { useTerminalSave } from './useTerminalSave'

const RESOURCE = 'terminal-location'
const CURRENCY_CHOICES = TERMINAL_CONNECT_CURRENCIES.map((code) => ({ id: code, name: code }))

/** The site's reader locations: where its readers stand, as the card provider records them. */
export function LocationsTab({ siteId }: { siteId: number }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<TerminalLocationRecord | null>(null)
  const [formKey, setFormKey] = useState(0)
  const { data } = useGetList<TerminalLocationRecord>(RESOURCE, { filter: { site_id: siteId } })
  const { data: countries } = useGetList('terminal-country')
  const reset = () => {
    setEditing(null)
    setFormKey((key) => key + 1)
  }
  const save = useTerminalSave(RESOURCE, siteId, editing, reset)
  return (
    <Box sx={{ display: 'grid', gap: 3, p: 2 }}>
      <RecordTable
        resource={RESOURCE}
        rows={data}
        empty={t`No locations yet.`}
        onEdit={(record) => {
          setEditing(record)
          setFormKey((key) => key + 1)
        }}
        columns={[
          { label: t`Location name`, value: (row) => row.name },
          {
            label: t`Address`,
            value: (row) => [row.address_line_1, row.address_line_2].filter(Boolean).join(', '),
          },
          { label: t`City`, value: (row) => `${row.postal_code} ${row.city}` },
          { label: t`Country`, value: (row) => row.country },
          {
            label: t`Stripe account`,
            value: (row) =>
              row.on_connected_account
                ? t`Your account (${row.currency_code ?? ''})`
                : t`The platform’s account`,
          },
        ]}
      />
      <Form
        key={formKey}
        record={editing ?? {}}
        validate={zodValidate(terminalLocationSchema)}
        onSubmit={save}
      >
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 720 }}>
          <Typography variant="h6">
            {editing ? <Trans>Edit location</Trans> : <Trans>New location</Trans>}
          </Typography>
          <TextInput source="name" label={t`Location name`} />
          <TextInput source="address_line_1" label={t`Address line 1`} />
          <TextInput source="address_line_2" label={t`Address line 2`} />
          <TextInput source="city" label={t`City`} />
          <TextInput source="postal_code" label={t`Postal code`} />
          <TextInput source="state" label={t`State`} />
          <SelectInput
            source="country"
            label={t`Country`}
            choices={countries ?? []}
            optionText="name"
            optionValue="code"
          />
          {/* The currency picks the Stripe account the location lives on; it cannot move later. */}
          <SelectInput
            source="currency_code"
            label={t`Currency sold at this desk`}
            helperText={t`With your Stripe account connected for this currency, the location and its readers use it.`}
            choices={CURRENCY_CHOICES}
            parse={(value: string) => value || null}
            emptyText={t`None (the platform’s account)`}
            disabled={editing !== null}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <SaveButton alwaysEnable />
            {editing && (
              <Button onClick={reset}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </Box>
        </Box>
      </Form>
    </Box>
  )
}
