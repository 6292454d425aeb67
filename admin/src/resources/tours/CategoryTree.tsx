import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { useLingui } from '@lingui/react/macro'
import type { CategoryChoice } from '@jaunt/domain'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { InputHelperText, useGetList, useInput } from 'react-admin'

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } } as const

interface Choice {
  selected: readonly number[]
  toggle: (id: number) => void
}

/** One category with a box to tick, and its sub-categories, loaded when it is opened. */
function CategoryNode({ category, choice }: { category: CategoryChoice; choice: Choice }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  const children = useGetList<CategoryChoice>(
    'category-child',
    { ...WHOLE_LIST, filter: { parent_id: category.id } },
    { enabled: open },
  )
  const name = category.name
  const hasChildren = !open || (children.data?.length ?? 0) > 0
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={open ? t`Hide the categories under ${name}` : t`Show the categories under ${name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <FormControlLabel
          label={name}
          control={
            <Checkbox
              size="small"
              checked={choice.selected.includes(category.id)}
              onChange={() => choice.toggle(category.id)}
            />
          }
        />
      </Box>
      {open && children.data && children.data.length > 0 && (
        <Box component="ul" role="group" aria-label={name} sx={{ listStyle: 'none', pl: 4, my: 0 }}>
          {children.data.map((child) => (
            <CategoryNode key={child.id} category={child} choice={choice} />
          ))}
        </Box>
      )}
    </li>
  )
}

/**
 * The activity's categories as a tree: the top comes from `/select/category/{serviceType}/parents`,
 * each branch from `/select/category/{id}/children`. A parent and its children are chosen one by one.
 */
export function CategoryTree({ source }: { source: string }) {
  const { t } = useLingui()
  const serviceType = (useWatch({ name: 'service_type' }) as number | undefined) ?? 1
  const { field, fieldState } = useInput({ source })
  const selected = (field.value ?? []) as number[]
  const toggle = (id: number) =>
    field.onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id])
  const roots = useGetList<CategoryChoice>('category-parent', {
    ...WHOLE_LIST,
    filter: { service_type: serviceType },
  })
  const error = fieldState.error?.message
  return (
    <FormControl component="fieldset" error={!!error} sx={{ my: 1 }}>
      <FormLabel component="legend">{t`Categories`}</FormLabel>
      <Box component="ul" aria-label={t`Categories`} sx={{ listStyle: 'none', pl: 0, my: 0 }}>
        {(roots.data ?? []).map((category) => (
          <CategoryNode key={category.id} category={category} choice={{ selected, toggle }} />
        ))}
      </Box>
      <FormHelperText>
        <InputHelperText
          error={error}
          helperText={t`The storefront's search filters by these, and a parent also finds its sub-categories' activities`}
        />
      </FormHelperText>
    </FormControl>
  )
}
