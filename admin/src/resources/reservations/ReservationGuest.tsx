import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, type Locale, type ReservationDetail } from '@jaunt/domain'
import { Facts, Section } from './Facts'

/** Who booked, in which language, and what they wrote and answered. */
export function ReservationGuest({ booking }: { booking: ReservationDetail }) {
  const { t } = useLingui()
  const language = LOCALE_NAMES[booking.guest_locale as Locale] ?? booking.guest_locale
  return (
    <>
      <Section title={t`Guest`}>
        <Facts
          rows={[
            [t`Name`, booking.guest?.name],
            [t`Email`, booking.guest?.email],
            [t`Phone`, booking.guest?.phone],
            [t`Country`, booking.guest?.country],
            [t`Language`, language],
            [t`Comments`, booking.comments],
          ]}
        />
      </Section>
      <Section title={t`Answers to the booking questions`}>
        {booking.answers.length === 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
          >{t`The guest was asked no questions.`}</Typography>
        ) : (
          <Facts rows={booking.answers.map((answer) => [answer.question, answer.answer])} />
        )}
      </Section>
    </>
  )
}
