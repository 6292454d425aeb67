import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { alpha, type Theme } from '@mui/material/styles'
import { Trans, useLingui } from '@lingui/react/macro'
import { DepartureState, type CalendarDeparture } from '@jaunt/domain'

const colourOf = (state: DepartureState, theme: Theme) =>
  state === DepartureState.Closed
    ? theme.palette.grey[500]
    : state === DepartureState.SoldOut
      ? theme.palette.error.main
      : theme.palette.success.main

/** The state in words as well as in colour. */
export function DepartureStateLabel({ state }: { state: DepartureState }) {
  const { t } = useLingui()
  if (state === DepartureState.Open) return null
  return (
    <Typography component="span" variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
      {state === DepartureState.Closed ? t`Closed` : t`Sold out`}
    </Typography>
  )
}

/** One departure in a calendar cell: its time and option, booked / allotment and free places. */
export function DepartureChip({
  departure,
  showActivity,
  onOpen,
}: {
  departure: CalendarDeparture
  showActivity: boolean
  onOpen: (departure: CalendarDeparture) => void
}) {
  const { booked, allotment, held, free } = departure
  return (
    <ButtonBase
      onClick={() => onOpen(departure)}
      data-state={departure.state}
      sx={(theme) => ({
        display: 'block',
        width: '100%',
        textAlign: 'left',
        borderLeft: `4px solid ${colourOf(departure.state, theme)}`,
        backgroundColor: alpha(colourOf(departure.state, theme), 0.1),
        borderRadius: 1,
        px: 0.75,
        py: 0.25,
        mb: 0.5,
      })}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
        {departure.start_time} {showActivity ? `${departure.tour_name} · ` : ''}
        {departure.option_name}
      </Typography>
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        <Trans>
          {booked} / {allotment} booked · {free} free
        </Trans>
        {held > 0 && (
          <>
            {' · '}
            <Trans>{held} on hold</Trans>
          </>
        )}{' '}
        <DepartureStateLabel state={departure.state} />
      </Typography>
    </ButtonBase>
  )
}
