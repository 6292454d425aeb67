import { useLingui } from '@lingui/react/macro'
import { categoryInputSchema, type CategoryAdminRecord } from '@jaunt/domain'
import { NumberInput, SelectInput, SimpleForm, TextInput, useGetList, useRecordContext } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'
import { useLocalName } from '../tours/useLocalName'
import { CATEGORY_RESOURCE, WHOLE_TREE } from './categoryData'
import { SaveOnlyToolbar } from './SaveOnlyToolbar'

const validate = zodValidate(categoryInputSchema)

/** The categories it may go under: any but itself and what is under it (the server refuses those too). */
function useParentChoices() {
  const localName = useLocalName()
  const record = useRecordContext<CategoryAdminRecord>()
  const { data = [] } = useGetList<CategoryAdminRecord>(CATEGORY_RESOURCE, {
    pagination: WHOLE_TREE,
    sort: { field: 'tree', order: 'ASC' },
  })
  const choices: { id: number; name: string }[] = []
  let skipBelow: number | null = null
  for (const category of data) {
    if (skipBelow !== null && category.depth > skipBelow) continue
    skipBelow = null
    if (category.id === record?.id) {
      skipBelow = category.depth
      continue
    }
    choices.push({ id: category.id, name: `${'— '.repeat(category.depth)}${localName(category.name)}` })
  }
  return choices
}

/** A category: its slug, where it sits in the tree, its order among its siblings and its name per language. */
export function CategoryForm() {
  const { t } = useLingui()
  return (
    <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
      <TextInput
        source="slug"
        label={t`Slug`}
        helperText={t`A short name for links: lower-case letters, digits and -`}
        sx={{ maxWidth: 400 }}
      />
      <SelectInput
        source="parent_id"
        label={t`Parent category`}
        choices={useParentChoices()}
        emptyText={t`None (a top category)`}
        helperText={t`The category it sits under in the tree`}
        sx={{ maxWidth: 400 }}
      />
      <NumberInput
        source="position"
        label={t`Order`}
        min={0}
        max={9999}
        step={1}
        helperText={t`Categories under the same parent are shown by this number, then by name`}
        sx={{ maxWidth: 400 }}
      />
      <LocaleTabs field="name">
        {(locale) => (
          <TextInput
            source={`name.${locale}`}
            label={t`Name`}
            helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
            fullWidth
          />
        )}
      </LocaleTabs>
    </SimpleForm>
  )
}
