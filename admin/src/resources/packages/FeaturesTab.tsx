import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { packageFeaturesInputSchema } from '@jaunt/domain'
import {
  CheckboxGroupInput,
  Form,
  SaveButton,
  useGetOne,
  useNotify,
  useUpdate,
  type HttpError,
} from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import type { PackageFeatures } from './packageFeatureData'

/** The features guests see on the package (wifi, sauna…), chosen from the admin's list, grouped by type. */
export function FeaturesTab({ id }: { id: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const { data } = useGetOne<PackageFeatures>('package-feature', { id })
  const [update] = useUpdate<PackageFeatures>()
  if (!data) return null
  const groups = [...new Set(data.choices.map((choice) => choice.feature_type_name ?? ''))]
  const save = async (values: Record<string, unknown>) => {
    const feature_ids = groups.flatMap(
      (_group, index) => (values[`group_${index}`] as number[] | undefined) ?? [],
    )
    try {
      await update(
        'package-feature',
        { id, data: { feature_ids }, previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
      return ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors
    }
    notify(t`Saved.`)
    return undefined
  }
  // One checkbox group per feature type; the server takes them as one list.
  const record = Object.fromEntries(
    groups.map((group, index) => [
      `group_${index}`,
      data.choices
        .filter((choice) => (choice.feature_type_name ?? '') === group && choice.selected)
        .map((c) => c.id),
    ]),
  )
  const validate = (values: Record<string, unknown>) =>
    zodValidate(packageFeaturesInputSchema)({
      feature_ids: groups.flatMap(
        (_group, index) => (values[`group_${index}`] as number[] | undefined) ?? [],
      ),
    })
  return (
    <Form record={record} onSubmit={save} validate={validate}>
      <Box sx={{ p: 2 }}>
        {groups.map((group, index) => (
          <CheckboxGroupInput
            key={group}
            source={`group_${index}`}
            label={group || t`Other features`}
            choices={data.choices
              .filter((choice) => (choice.feature_type_name ?? '') === group)
              .map((choice) => ({ id: choice.id, name: choice.name }))}
          />
        ))}
        <SaveButton alwaysEnable />
      </Box>
    </Form>
  )
}
