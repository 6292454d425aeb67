import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import type { PackageDebugDay, PackageListRow } from '@jaunt/domain'
import { useState, type FormEvent } from 'react'
import { useDataProvider, useGetList } from 'react-admin'
import { PageHeader } from '../../layout/PageHeader'

/** Tools › Why not bookable?: a package on a date, service by service, as the guest side decides it. */
export function PackageDebugPage() {
  const { t } = useLingui()
  const dataProvider = useDataProvider()
  const [chosen, setChosen] = useState<PackageListRow | null>(null)
  const [words, setWords] = useState('')
  const { data: packages = [], isPending } = useGetList<PackageListRow>('admin/packages', {
    filter: { q: words },
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
  })
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10))
  const [day, setDay] = useState<PackageDebugDay>()
  const [error, setError] = useState<string>()
  const check = async (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) return
    setError(undefined)
    setDay(undefined)
    try {
      const { data } = await dataProvider.getOne<PackageDebugDay & { id: number }>('package-debug', {
        id: chosen.id,
        meta: { date },
      })
      setDay(data)
    } catch (failure) {
      setError((failure as Error).message)
    }
  }
  return (
    <>
      <PageHeader
        title={t`Why not bookable?`}
        breadcrumbs={[{ label: t`Dashboard`, to: '/' }, { label: t`Tools` }, { label: t`Why not bookable?` }]}
      />
      <Card sx={{ p: 2 }}>
        <Box component="form" onSubmit={check} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Autocomplete
            sx={{ minWidth: 360 }}
            options={packages}
            loading={isPending}
            value={chosen}
            onChange={(_event, next) => setChosen(next)}
            onInputChange={(_event, next, reason) => reason === 'input' && setWords(next)}
            filterOptions={(found) => found}
            getOptionLabel={(row) => `${row.name} (${row.product_code}) · ${row.site_name}`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            noOptionsText={t`No package matches.`}
            renderInput={(params) => (
              <TextField {...params} required label={t`Package`} helperText={t`Search by name or code`} />
            )}
          />
          <TextField
            label={t`Date`}
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained">{t`Check`}</Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {day && (
          <>
            <Alert severity={day.bookable ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {day.bookable
                ? t`Bookable on ${day.date}: ${day.places} places.`
                : t`Not bookable on ${day.date}: ${day.reason ?? ''}`}
            </Alert>
            <Table size="small" aria-label={t`Services of the package`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t`Service`}</TableCell>
                  <TableCell>{t`Day`}</TableCell>
                  <TableCell>{t`Places`}</TableCell>
                  <TableCell>{t`Why not`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {day.components.map((component) => (
                  <TableRow key={`${component.service_id}-${component.date}`}>
                    <TableCell>{component.name}</TableCell>
                    <TableCell>{component.date}</TableCell>
                    <TableCell>{component.places}</TableCell>
                    <TableCell>
                      {[component.reason, component.rule].filter(Boolean).join(' · ') || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Card>
    </>
  )
}
