import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { cancellationPolicyInputSchema } from '@jaunt/domain'
import { ArrayInput, NumberInput, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(cancellationPolicyInputSchema)

/** A policy: its name and its rules, each "cancelled at least N hours before the start: X % back". */
export function PolicyForm({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useLingui()
  return (
    <SimpleForm validate={validate} toolbar={readOnly ? false : undefined}>
      <TextInput source="name" label={t`Name`} sx={{ maxWidth: 400 }} readOnly={readOnly} />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t`A guest who cancels at least this many hours before the start gets this share of the price back. The rule with the longest notice the guest meets applies; with none, nothing is refunded.`}
      </Typography>
      <ArrayInput source="entries" label={t`Rules`}>
        <SimpleFormIterator inline disableReordering disableAdd={readOnly} disableRemove={readOnly}>
          <NumberInput
            source="hours"
            label={t`Hours before the start`}
            min={0}
            step={1}
            helperText={false}
            readOnly={readOnly}
          />
          <NumberInput
            source="refund_percentage"
            label={t`Refund %`}
            min={0}
            max={100}
            helperText={false}
            readOnly={readOnly}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  )
}
