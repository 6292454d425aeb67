import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { packageTaxonomySchema, type PackageTaxonomy } from '@jaunt/domain'
import {
  AutocompleteArrayInput,
  Form,
  SaveButton,
  useGetList,
  useGetOne,
  useNotify,
  useUpdate,
  type HttpError,
} from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(packageTaxonomySchema)

/** The tags and service categories guests find the package by, from the partner selects. */
export function TagsCategoriesTab({ id }: { id: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const { data } = useGetOne<PackageTaxonomy & { id: number }>('package-taxonomy', { id })
  const tags = useGetList<{ id: number; name: string }>('tag', { pagination: { page: 1, perPage: 1000 } })
  const categories = useGetList<{ id: number; name: string }>('service-category', {
    pagination: { page: 1, perPage: 1000 },
  })
  const [update] = useUpdate()
  if (!data) return null
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        'package-taxonomy',
        { id, data: values, previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
      return ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors
    }
    notify(t`Saved.`)
    return undefined
  }
  return (
    <Form record={data} onSubmit={save} validate={validate}>
      <Box sx={{ p: 2, maxWidth: 760 }}>
        <AutocompleteArrayInput
          source="tag_ids"
          label={t`Tags`}
          choices={tags.data ?? []}
          isPending={tags.isPending}
          fullWidth
        />
        <AutocompleteArrayInput
          source="category_ids"
          label={t`Service categories`}
          choices={categories.data ?? []}
          isPending={categories.isPending}
          fullWidth
        />
        <SaveButton alwaysEnable />
      </Box>
    </Form>
  )
}
