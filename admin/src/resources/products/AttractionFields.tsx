import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { WEEKDAYS } from '@jaunt/domain'
import { TextInput } from 'react-admin'
import { useServices } from '../../AdminServicesContext'

// 2024-01-01 was a Monday: weekday names come from Intl in the user's language.
const weekdayName = (index: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + index))

/** An attraction's own fields: opening hours per weekday (a day without times is closed), last entry. */
export function AttractionFields() {
  const { t } = useLingui()
  const { base } = useServices()
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 640 }}>
      <Typography variant="subtitle2">{t`Opening hours`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Leave both times empty on a day the attraction is closed.`}
      </Typography>
      {WEEKDAYS.map((day, index) => {
        const name = weekdayName(index, base.locale)
        return (
          <Box
            key={day}
            role="group"
            aria-label={name}
            sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}
          >
            <Typography sx={{ width: 120 }}>{name}</Typography>
            <TextInput source={`details.opening_hours.${day}.opens`} label={t`Opens`} type="time" />
            <TextInput source={`details.opening_hours.${day}.closes`} label={t`Closes`} type="time" />
          </Box>
        )
      })}
      <TextInput source="details.last_entry" label={t`Last entry`} type="time" sx={{ maxWidth: 200 }} />
    </Box>
  )
}
