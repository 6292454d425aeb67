import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import type { VoucherCodeRecord } from '@jaunt/domain'
import { useState } from 'react'
import { useDelete, useGetManyReference, useNotify, type HttpError } from 'react-admin'

export type VoucherUse = 'unused' | 'used' | 'all'

const PER_PAGE = 25

/** One page of a ticket's codes, unused, used or all; an unused code can be deleted. */
export function VoucherCodeTable({
  ticketId,
  use,
  onDeleted,
}: {
  ticketId: number
  use: VoucherUse
  onDeleted: () => void
}) {
  const { t } = useLingui()
  const notify = useNotify()
  const [page, setPage] = useState(0)
  const { data: codes, total } = useGetManyReference<VoucherCodeRecord>('tour-voucher-code', {
    target: 'ticket_id',
    id: ticketId,
    filter: use === 'all' ? {} : { used: use === 'used' },
    pagination: { page: page + 1, perPage: PER_PAGE },
    sort: { field: 'id', order: 'ASC' },
  })
  const [remove] = useDelete()
  const deleteCode = (code: VoucherCodeRecord) =>
    remove(
      'tour-voucher-code',
      { id: code.id, previousData: code },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t`Code ${code.code} deleted.`)
          onDeleted()
        },
        onError: (error) => notify((error as HttpError).message, { type: 'error' }),
      },
    )
  return (
    <>
      <Table size="small" aria-label={t`Voucher codes`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Code`}</TableCell>
            <TableCell>{t`Valid until`}</TableCell>
            <TableCell>{t`Booking`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {codes?.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t`No codes`}</TableCell>
            </TableRow>
          )}
          {(codes ?? []).map((code) => (
            <TableRow key={code.id}>
              <TableCell>{code.code}</TableCell>
              <TableCell>{code.valid_until ?? '–'}</TableCell>
              <TableCell>{code.booking_number ?? '–'}</TableCell>
              <TableCell align="right">
                {!code.used && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t`Delete ${code.code}`}
                    onClick={() => void deleteCode(code)}
                  >
                    {t`Delete`}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </>
  )
}
