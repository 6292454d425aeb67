import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { TourOptionRecord, TourTicketRecord } from '@jaunt/domain'
import { useGetManyReference } from 'react-admin'
import { useGuestTypeLabel } from './guestTypeLabel'

/** One option's tickets as buttons: the chosen one's codes show below. */
export function OptionVoucherTickets({
  option,
  selected,
  onSelect,
}: {
  option: TourOptionRecord
  selected: number | null
  onSelect: (ticketId: number) => void
}) {
  const { t } = useLingui()
  const guestTypeLabel = useGuestTypeLabel()
  const { data: tickets } = useGetManyReference<TourTicketRecord>('tour-ticket', {
    target: 'option_id',
    id: option.id,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  })
  const name = option.name.en ?? ''
  return (
    <Box component="section" aria-label={name} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography sx={{ fontWeight: 600, minWidth: 160 }}>{name}</Typography>
      {tickets?.length === 0 && <Typography color="text.secondary">{t`No tickets yet`}</Typography>}
      {(tickets ?? []).map((ticket) => (
        <Button
          key={ticket.id}
          size="small"
          variant={selected === ticket.id ? 'contained' : 'outlined'}
          aria-pressed={selected === ticket.id}
          onClick={() => onSelect(ticket.id)}
        >
          {guestTypeLabel(ticket.guest_type)}
        </Button>
      ))}
    </Box>
  )
}
