import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLingui } from '@lingui/react/macro'
import {
  GuestType,
  PriceType,
  type TourOptionRecord,
  type TourTicketInput,
  type TourTicketRecord,
} from '@jaunt/domain'
import { useState } from 'react'
import { useCreate, useDelete, useGetManyReference, useNotify, useUpdate, type HttpError } from 'react-admin'
import { useGuestTypeLabel } from './guestTypeLabel'
import { TourTicketForm } from './TourTicketForm'
import { useLocalName } from './useLocalName'

const NEW_TICKET: Partial<TourTicketInput> = {
  guest_type: GuestType.Adult,
  price_type: PriceType.PerPerson,
  member_count: 1,
  min_per_booking: 0,
  max_per_booking: null,
}

/** The tickets of one option: listed, added, edited in place and deleted. */
export function OptionTickets({ option }: { option: TourOptionRecord }) {
  const { t } = useLingui()
  const localName = useLocalName()
  const notify = useNotify()
  const guestTypeLabel = useGuestTypeLabel()
  const { data: tickets, refetch } = useGetManyReference<TourTicketRecord>('tour-ticket', {
    target: 'option_id',
    id: option.id,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const [editing, setEditing] = useState<'new' | number | null>(null)
  const [create] = useCreate()
  const [update] = useUpdate()
  const [remove] = useDelete()
  const save = async (values: TourTicketInput) => {
    try {
      if (editing === 'new')
        await create('tour-ticket', { data: { ...values, option_id: option.id } }, { returnPromise: true })
      else
        await update(
          'tour-ticket',
          { id: editing!, data: values },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )
    } catch (error) {
      return (error as HttpError).body?.errors as Record<string, string> | undefined
    }
    setEditing(null)
    notify(t`Ticket saved.`)
    void refetch()
    return undefined
  }
  const deleteTicket = (ticket: TourTicketRecord) =>
    remove(
      'tour-ticket',
      { id: ticket.id, previousData: ticket },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t`Ticket deleted.`)
          void refetch()
        },
        onError: (error) => notify((error as HttpError).message, { type: 'error' }),
      },
    )
  const form = (values: Partial<TourTicketInput>) => (
    <TourTicketForm values={values} onSubmit={save} onCancel={() => setEditing(null)} />
  )
  const name = localName(option.name)
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={name}
        action={
          <Button onClick={() => setEditing('new')} disabled={editing !== null}>
            {t`Add ticket`}
          </Button>
        }
      />
      {editing === 'new' && form(NEW_TICKET)}
      <Table aria-label={t`Tickets of ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Guest type`}</TableCell>
            <TableCell>{t`Price`}</TableCell>
            <TableCell>{t`Price applies`}</TableCell>
            <TableCell>{t`Least per booking`}</TableCell>
            <TableCell>{t`Most per booking`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(tickets ?? []).map((ticket) =>
            editing === ticket.id ? (
              <TableRow key={ticket.id}>
                <TableCell colSpan={6}>{form(ticket)}</TableCell>
              </TableRow>
            ) : (
              <TableRow key={ticket.id}>
                <TableCell>{guestTypeLabel(ticket.guest_type)}</TableCell>
                <TableCell>{ticket.price}</TableCell>
                <TableCell>
                  {ticket.price_type === PriceType.PerGroup
                    ? t`Per group of ${ticket.member_count}`
                    : t`Per person`}
                </TableCell>
                <TableCell>{ticket.min_per_booking}</TableCell>
                <TableCell>{ticket.max_per_booking ?? '–'}</TableCell>
                <TableCell align="right">
                  <Button onClick={() => setEditing(ticket.id)} disabled={editing !== null}>
                    {t`Edit`}
                  </Button>
                  <Button color="error" onClick={() => void deleteTicket(ticket)} disabled={editing !== null}>
                    {t`Delete`}
                  </Button>
                </TableCell>
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </Card>
  )
}
