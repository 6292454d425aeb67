import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDelete, useNotify, type RaRecord } from 'react-admin'

export interface Column<T> {
  label: string
  value: (record: T) => string
}

/** The site's locations or readers, each with Edit and Delete. */
export function RecordTable<T extends RaRecord>({
  resource,
  rows,
  columns,
  onEdit,
  empty,
}: {
  resource: string
  rows: T[] | undefined
  columns: Column<T>[]
  onEdit: (record: T) => void
  empty: string
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const [remove] = useDelete()
  if (!rows?.length) return <Typography color="text.secondary">{empty}</Typography>
  const deleteRow = async (record: T) => {
    try {
      await remove(
        resource,
        { id: record.id, previousData: record },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
      notify(t`Deleted.`)
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    }
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label}>{column.label}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((record) => (
          <TableRow key={record.id}>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.value(record)}</TableCell>
            ))}
            <TableCell align="right">
              <Button size="small" onClick={() => onEdit(record)}>
                <Trans>Edit</Trans>
              </Button>
              <Button size="small" color="error" onClick={() => void deleteRow(record)}>
                <Trans>Delete</Trans>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
