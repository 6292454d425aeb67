import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { PackagePricingRule, packageSettingsSchema, type PackageRecord } from '@jaunt/domain'
import { DateInput, Form, NumberInput, SaveButton, SelectInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { usePackageSave } from './usePackageSave'

const FIELDS = [
  'date_from',
  'date_to',
  'nights',
  'adults',
  'children',
  'rooms',
  'pricing_rule',
  'margin',
  'places',
] as const

/** The dates a package starts on, its nights, the party it is priced for, and the margin. */
export function SettingsTab({ record }: { record: PackageRecord }) {
  const { t } = useLingui()
  const { save } = usePackageSave(record, 'settings')
  const values = Object.fromEntries(FIELDS.map((field) => [field, record[field]]))
  return (
    <Form
      record={values}
      validate={zodValidate(packageSettingsSchema)}
      onSubmit={(data: Record<string, unknown>) =>
        save(
          Object.fromEntries(
            FIELDS.map((field) => [field, data[field] === '' ? null : (data[field] ?? null)]),
          ),
        )
      }
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, p: 2 }}
      >
        <DateInput source="date_from" label={t`First start date`} />
        <DateInput source="date_to" label={t`Last start date`} />
        <NumberInput source="nights" label={t`Nights`} min={0} />
        <NumberInput source="adults" label={t`Adults`} min={1} />
        <NumberInput source="children" label={t`Children`} min={0} />
        <NumberInput source="rooms" label={t`Rooms`} min={0} />
        <SelectInput
          source="pricing_rule"
          label={t`Pricing rule`}
          choices={[
            { id: PackagePricingRule.Percent, name: t`Margin in percent` },
            { id: PackagePricingRule.PerGuest, name: t`Margin per guest` },
          ]}
        />
        <NumberInput source="margin" label={t`Margin`} />
        <NumberInput source="places" label={t`Places per start date`} min={0} />
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <SaveButton alwaysEnable />
      </Box>
    </Form>
  )
}
