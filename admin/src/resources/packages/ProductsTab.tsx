import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { ServiceType, type PackageRecord, type SiteCatalogueRow } from '@jaunt/domain'
import { useState } from 'react'
import { useGetList } from 'react-admin'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { usePackageSave } from './usePackageSave'

interface Component {
  service_id: number
  name: string
  service_type: number
  day_offset: number
  nights: number
}

/** The services the package bundles, chosen from what the site sells, each on its day. */
export function ProductsTab({ siteId, record }: { siteId: number; record: PackageRecord }) {
  const { t, i18n } = useLingui()
  const [components, setComponents] = useState<Component[]>(record.components)
  const [chosen, setChosen] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { save, isPending } = usePackageSave(record, 'products')
  const { data: catalogue } = useGetList<SiteCatalogueRow>('site-catalogue', {
    filter: { site_id: siteId, in_catalogue: true },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  })
  const choices = (catalogue ?? []).filter(
    (row) => row.service_type !== ServiceType.Packages && !components.some((c) => c.service_id === row.id),
  )
  const change = (index: number, field: 'day_offset' | 'nights', value: string) =>
    setComponents((rows) =>
      rows.map((row, i) => (i === index ? { ...row, [field]: Number(value) || 0 } : row)),
    )
  const add = () => {
    const row = catalogue?.find((candidate) => candidate.id === Number(chosen))
    if (!row) return
    const isStay = row.service_type === ServiceType.Hotels
    setComponents((rows) => [
      ...rows,
      {
        service_id: row.id,
        name: row.name,
        service_type: row.service_type,
        day_offset: 0,
        nights: isStay ? 1 : 0,
      },
    ])
    setChosen('')
  }
  const submit = async () => {
    setError(null)
    const errors = await save({
      components: components.map(({ service_id, day_offset, nights }) => ({
        service_id,
        day_offset,
        nights,
      })),
    })
    if (errors) setError(Object.values(errors)[0] ?? null)
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
      <Table size="small" aria-label={t`Services in this package`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Service`}</TableCell>
            <TableCell>{t`Kind`}</TableCell>
            <TableCell>{t`Day`}</TableCell>
            <TableCell>{t`Nights`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {components.map((row, index) => (
            <TableRow key={row.service_id}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{i18n._(SERVICE_TYPE_LABELS[row.service_type as ServiceType])}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  type="number"
                  label={t`Day`}
                  value={row.day_offset}
                  onChange={(event) => change(index, 'day_offset', event.target.value)}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  type="number"
                  label={t`Nights`}
                  value={row.nights}
                  onChange={(event) => change(index, 'nights', event.target.value)}
                />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => setComponents((rows) => rows.filter((_, i) => i !== index))}
                >
                  {t`Remove`}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 320 }}
          label={t`Add a service of this site`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choices.map((row) => (
            <MenuItem key={row.id} value={String(row.id)}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={add} disabled={!chosen}>
          {t`Add service`}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={isPending}>
          {t`Save products`}
        </Button>
      </Box>
    </Box>
  )
}
