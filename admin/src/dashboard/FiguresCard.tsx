import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import type { DashboardFigures } from '@jaunt/api-client/admin'
import type { Locale } from '@jaunt/domain'
import { formatMoney } from '@jaunt/i18n'
import type { ReactNode } from 'react'
import { LatestBookings } from './LatestBookings'

function Figure({ label, value, hint }: { label: ReactNode; value: ReactNode; hint?: ReactNode }) {
  return (
    <Box sx={{ flex: '1 1 0', minWidth: 140, px: 3, py: 2.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  )
}

/** One role's figures: upcoming bookings, this month's sales and bookings, and the latest bookings. */
export function FiguresCard({
  title,
  icon,
  figures,
  locale,
}: {
  title: ReactNode
  icon: ReactNode
  figures: DashboardFigures
  locale: Locale
}) {
  const others = figures.other_currencies
    .map((other) => formatMoney(other.sales_this_month, other.currency_code, locale))
    .join(' · ')
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16 }}>
          {title}
        </Typography>
      </CardContent>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }} role="group">
        <Figure label={<Trans>Upcoming bookings</Trans>} value={figures.upcoming_bookings} />
        <Divider orientation="vertical" flexItem />
        <Figure label={<Trans>Bookings this month</Trans>} value={figures.bookings_this_month} />
        <Divider orientation="vertical" flexItem />
        <Figure
          label={<Trans>Sales this month</Trans>}
          value={formatMoney(figures.sales_this_month, figures.currency_code, locale)}
          hint={others ? <Trans>Also {others}</Trans> : undefined}
        />
      </Box>
      <Divider />
      <Typography variant="subtitle2" component="h3" sx={{ px: 3, pt: 2 }}>
        <Trans>Latest bookings</Trans>
      </Typography>
      <LatestBookings bookings={figures.latest_bookings} locale={locale} />
    </Card>
  )
}
