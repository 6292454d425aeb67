import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  terminalReaderRenameSchema,
  terminalReaderSchema,
  type TerminalLocationRecord,
  type TerminalReaderRecord,
} from '@jaunt/domain'
import { useState } from 'react'
import { Form, SaveButton, SelectInput, TextInput, useGetList } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { RecordTable } from './RecordTable'
import { useTerminalSave } from './useTerminalSave'

const RESOURCE = 'terminal-reader'

/** The site's readers: registered with the code the reader shows, at one of the site's locations. */
export function ReadersTab({ siteId }: { siteId: number }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<TerminalReaderRecord | null>(null)
  const [formKey, setFormKey] = useState(0)
  const { data } = useGetList<TerminalReaderRecord>(RESOURCE, { filter: { site_id: siteId } })
  const { data: locations } = useGetList<TerminalLocationRecord>('terminal-location', {
    filter: { site_id: siteId },
  })
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
        empty={t`No readers yet.`}
        onEdit={(record) => {
          setEditing(record)
          setFormKey((key) => key + 1)
        }}
        columns={[
          { label: t`Reader name`, value: (row) => row.name },
          { label: t`Registration code`, value: (row) => row.registration_code },
          { label: t`Location`, value: (row) => row.location_name },
        ]}
      />
      <Form
        key={formKey}
        record={editing ?? {}}
        validate={zodValidate(editing ? terminalReaderRenameSchema : terminalReaderSchema)}
        onSubmit={save}
      >
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 720 }}>
          <Typography variant="h6">
            {editing ? <Trans>Rename reader</Trans> : <Trans>Register a reader</Trans>}
          </Typography>
          <TextInput source="name" label={t`Reader name`} />
          <TextInput
            source="registration_code"
            label={t`Registration code`}
            disabled={Boolean(editing)}
            helperText={t`The words the reader shows in its settings, e.g. simulated-wpe.`}
          />
          <SelectInput
            source="location"
            label={t`Location`}
            disabled={Boolean(editing)}
            choices={locations ?? []}
            optionText="name"
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
