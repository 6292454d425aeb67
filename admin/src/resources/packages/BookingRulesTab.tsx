import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { packageBookingRulesSchema, type PackageRecord } from '@jaunt/domain'
import { BooleanInput, DateInput, Form, NumberInput, SaveButton, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { usePackageSave } from './usePackageSave'

const validate = zodValidate(packageBookingRulesSchema)

/** How late guests may book a package, whether they pick the room type, and the partner's own note. */
export function BookingRulesTab({ record }: { record: PackageRecord }) {
  const { t } = useLingui()
  const { save } = usePackageSave(record, 'booking-rules')
  const values = {
    min_notice_hours: record.min_notice_hours,
    booking_cut_off: record.booking_cut_off,
    guest_chooses_room: record.guest_chooses_room,
    internal_note: record.internal_note,
  }
  return (
    <Form
      record={values}
      validate={validate}
      onSubmit={(data: Record<string, unknown>) =>
        save({
          min_notice_hours: data.min_notice_hours ?? 0,
          booking_cut_off: data.booking_cut_off || null,
          guest_chooses_room: Boolean(data.guest_chooses_room),
          internal_note: data.internal_note ?? '',
        })
      }
    >
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
        <NumberInput
          source="min_notice_hours"
          label={t`Minimum notice (hours)`}
          helperText={t`Guests can book a start date until this many hours before it begins.`}
          min={0}
        />
        <DateInput
          source="booking_cut_off"
          label={t`Last day to book`}
          helperText={t`After this day no start date can be booked. Empty: no last day.`}
        />
        <BooleanInput source="guest_chooses_room" label={t`Guests choose the room type`} />
        <TextInput
          source="internal_note"
          label={t`Internal note`}
          helperText={t`Only your team sees this note; it is never shown or sent to guests.`}
          multiline
          minRows={3}
        />
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <SaveButton alwaysEnable />
      </Box>
    </Form>
  )
}
