import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { MESSAGES, type PackageListRow, type PackageRecord } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import { useState } from 'react'
import {
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useBasename,
  useCreate,
  useNotify,
  type HttpError,
} from 'react-admin'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../../AdminServicesContext'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { StatusMenu } from '../product-status/StatusMenu'
import { StatusTabs } from '../product-status/StatusTabs'
import { STATUS_COLOURS, STATUS_LABELS } from '../tours/tourStatus'
import { CloneButton } from './CloneButton'

/** Starts a package of the site from its name; the partner then builds it on its own page. */
function CreatePackage({ siteId }: { siteId: number }) {
  const { t } = useLingui()
  const notify = useNotify()
  const navigate = useNavigate()
  const basename = useBasename()
  const [create, { isPending }] = useCreate<PackageRecord>()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    if (!name.trim()) return setError(MESSAGES.tourNameRequired)
    try {
      const made = await create(
        'package',
        { data: { name }, meta: { site_id: siteId } },
        { returnPromise: true },
      )
      if (made) navigate(`${basename}/${siteId}/packages/${made.id}`)
    } catch (failure) {
      notify((failure as HttpError).message, { type: 'error' })
    }
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      component="form"
      onSubmit={(event) => (event.preventDefault(), void submit())}
    >
      <TextField
        size="small"
        label={t`New package name`}
        value={name}
        error={!!error}
        helperText={error}
        onChange={(event) => (setName(event.target.value), setError(null))}
      />
      <Button type="submit" variant="contained" disabled={isPending}>
        {t`Create package`}
      </Button>
    </Stack>
  )
}

/** `{siteId}/packages`: the site's packages by status, searchable, each cloned or its status changed. */
export function PackageListPage() {
  const { t, i18n } = useLingui()
  const { base } = useServices()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const basename = useBasename()
  return (
    <>
      <PageHeader
        title={t`Packages`}
        breadcrumbs={[{ label: site?.name ?? '' }, { label: t`Packages` }]}
        actions={<CreatePackage siteId={siteId} />}
      />
      <List
        key={siteId}
        resource="package"
        filter={{ site_id: siteId }}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t`Search by name or code`} />]}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={25}
        exporter={false}
        actions={<TopToolbar />}
        title={false}
      >
        <StatusTabs resource="package" filter={{ site_id: siteId }} />
        <DataTable<PackageListRow> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="name"
            label={t`Name`}
            render={(record: PackageListRow) => (
              <Link to={`${basename}/${siteId}/packages/${record.id}`}>
                {record.name || record.product_code}
              </Link>
            )}
          />
          <DataTable.Col source="product_code" label={t`Product code`} />
          <DataTable.Col source="service_count" label={t`Services`} disableSort />
          <DataTable.Col
            source="adult_price"
            label={t`From`}
            disableSort
            render={(record: PackageListRow) =>
              formatMoney(record.adult_price, record.currency_code, base.locale)
            }
          />
          <DataTable.Col
            source="status"
            label={t`Status`}
            render={(record: PackageListRow) => (
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOURS[record.status]}
                label={i18n._(STATUS_LABELS[record.status])}
              />
            )}
          />
          <DataTable.Col
            label={t`Actions`}
            disableSort
            render={(record: PackageListRow) => (
              <Stack direction="row" spacing={1}>
                <StatusMenu resource="package" record={record} />
                <CloneButton siteId={siteId} id={record.id} />
              </Stack>
            )}
          />
        </DataTable>
      </List>
    </>
  )
}
