import { useLingui } from '@lingui/react/macro'
import { serviceTypeName, type ServiceType, type SiteCatalogueRow } from '@jaunt/domain'
import { useMemo, useState } from 'react'
import { AutocompleteInput, useGetList, useRecordContext } from 'react-admin'
import { useFormContext } from 'react-hook-form'

/** A product of the site's own catalogue, searched on the server; its type goes with it into the snippet. */
export function ProductPicker({ siteId }: { siteId: number }) {
  const { t } = useLingui()
  const record = useRecordContext<{ service_id?: number | null; product_name?: string | null }>()
  const { setValue } = useFormContext()
  const [q, setQ] = useState('')
  const { data, isPending } = useGetList<SiteCatalogueRow>('site-catalogue', {
    filter: { site_id: siteId, in_catalogue: true, ...(q ? { q } : {}) },
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
  })
  const choices = useMemo(() => {
    const rows = data ?? []
    const saved = record?.service_id
    if (saved && record.product_name && !rows.some((row) => row.id === saved))
      return [{ id: saved, name: record.product_name, service_type: 0 }, ...rows]
    return rows
  }, [data, record])
  return (
    <AutocompleteInput
      source="service_id"
      label={t`Product to sell`}
      helperText={t`Only products of this site's catalogue can be embedded.`}
      choices={choices}
      optionText="name"
      translateChoice={false}
      isPending={isPending}
      setFilter={setQ}
      onChange={(id: number | null) => {
        const row = data?.find((candidate) => candidate.id === id)
        if (row) setValue('product_type', serviceTypeName(row.service_type as ServiceType))
      }}
    />
  )
}
