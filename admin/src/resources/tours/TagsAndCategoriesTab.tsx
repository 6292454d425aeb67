import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { SelectArrayInput, useGetList } from 'react-admin'
import { CategoryTree } from './CategoryTree'

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } } as const

/** What guests find the activity by: tags on its page and categories in the search's filters. */
export function TagsAndCategoriesTab() {
  const { t } = useLingui()
  const tags = useGetList('tag', WHOLE_LIST)
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      <SelectArrayInput
        source="tag_ids"
        label={t`Tags`}
        choices={tags.data ?? []}
        isPending={tags.isPending}
        helperText={t`Shown on the activity's page`}
      />
      <CategoryTree source="category_ids" />
    </Box>
  )
}
