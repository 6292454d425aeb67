import { useLingui } from '@lingui/react/macro'
import { siteMappingCreateSchema } from '@jaunt/domain'
import { AutocompleteArrayInput, AutocompleteInput, Create, SimpleForm, useGetList } from 'react-admin'
import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { zodValidate } from '../../forms/zodValidate'
import { PageHeader } from '../../layout/PageHeader'
import { SITE_MAPPING_RESOURCE } from './siteMappingsData'
import { useWholeChoices } from './useWholeChoices'

const validate = zodValidate(siteMappingCreateSchema)

/**
 * The marketplace's products (active and public), as any site's catalogue lists them: the first chosen
 * site's, searched on the server as the admin types; the chosen one stays among the choices.
 */
function ProductInput() {
  const { t } = useLingui()
  const siteIds = useWatch({ name: 'site_ids' }) as number[] | undefined
  const siteId = siteIds?.[0]
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<ProductChoice | undefined>()
  const { data, isPending } = useGetList<ProductChoice>(
    'site-catalogue',
    {
      filter: { site_id: siteId, ...(q ? { q } : {}) },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: siteId !== undefined },
  )
  const choices = useMemo(() => {
    const rows = data ?? []
    return chosen && !rows.some((row) => row.id === chosen.id) ? [chosen, ...rows] : rows
  }, [data, chosen])
  return (
    <AutocompleteInput
      source="service_id"
      label={t`Product`}
      choices={choices}
      translateChoice={false}
      isPending={siteId !== undefined && isPending}
      setFilter={setQ}
      onChange={(id: number | null) => setChosen(choices.find((row) => row.id === id))}
      disabled={siteId === undefined}
      helperText={siteId === undefined ? t`Choose the sites first` : false}
    />
  )
}

type ProductChoice = { id: number; name: string }

/** Adds one marketplace product to one or several sites, with the partners' own catalogue rules. */
export function SiteMappingCreate() {
  const { t } = useLingui()
  const sites = useWholeChoices('partner-sites')
  return (
    <>
      <PageHeader
        title={t`Add a product to sites`}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Site mappings`, to: `/${SITE_MAPPING_RESOURCE}` },
          { label: t`Create` },
        ]}
      />
      <Create resource={SITE_MAPPING_RESOURCE} title={false} redirect="list" record={{ site_ids: [] }}>
        <SimpleForm validate={validate}>
          <AutocompleteArrayInput source="site_ids" label={t`Sites`} choices={sites} />
          <ProductInput />
        </SimpleForm>
      </Create>
    </>
  )
}
