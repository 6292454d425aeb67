import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import type { SiteCatalogueRow } from '@jaunt/domain'
import { useState } from 'react'
import { useGetList } from 'react-admin'

/** A block's products in its order, named as the site's catalogue names them ('#id' for one gone from it). */
export function useBlockProducts(siteId: number, ids: number[]) {
  const { data } = useGetList<SiteCatalogueRow>(
    'site-catalogue',
    {
      filter: { site_id: siteId, id: ids },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: ids.length > 0 },
  )
  const byId = new Map((data ?? []).map((row) => [row.id, row]))
  return ids.map(
    (id) => byId.get(id) ?? ({ id, name: `#${id}`, image_url: null } as unknown as SiteCatalogueRow),
  )
}

/** The products block's field: the site's own products, searched by name, chosen in the order shown. */
export function CatalogueProductsField({
  siteId,
  label,
  value,
  onChange,
}: {
  siteId: number
  label: string
  value: number[]
  onChange: (ids: number[]) => void
}) {
  const { t } = useLingui()
  const [q, setQ] = useState('')
  const chosen = useBlockProducts(siteId, value)
  const { data: found = [], isPending } = useGetList<SiteCatalogueRow>('site-catalogue', {
    filter: { site_id: siteId, in_catalogue: true, ...(q ? { q } : {}) },
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
  })
  return (
    <Autocomplete
      multiple
      size="small"
      options={found}
      value={chosen}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={(row) => row.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_event, words, reason) => reason === 'input' && setQ(words)}
      onChange={(_event, rows) => onChange(rows.slice(0, 48).map((row) => row.id))}
      noOptionsText={t`None of this site's products has that name.`}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={t`Products of this site's catalogue, shown in the order chosen.`}
        />
      )}
    />
  )
}
