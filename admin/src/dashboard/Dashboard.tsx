import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined'
import Handshake from '@mui/icons-material/Handshake'
import Hiking from '@mui/icons-material/Hiking'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { getDashboardSummary } from '@jaunt/api-client/admin'
import { useApi } from '@jaunt/api-client/react'
import { NO_SITE_ID, UserRole } from '@jaunt/domain'
import { useServices } from '../AdminServicesContext'
import { useUser } from '../access/useCurrentUser'
import { PageHeader } from '../layout/PageHeader'
import { useSites } from '../sites/SiteContext'
import { AdminDashboard } from './AdminDashboard'
import { FiguresCard } from './FiguresCard'

function FirstSiteCard() {
  const { sites, choose } = useSites()
  if (!sites || sites.length > 0) return null
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ flexGrow: 1 }}>
          <Trans>You have no site yet. Create one to build pages, sell packages and take bookings.</Trans>
        </Typography>
        <Button variant="contained" startIcon={<AddBusinessOutlined />} onClick={() => choose(NO_SITE_ID)}>
          <Trans>Create new site</Trans>
        </Button>
      </CardContent>
    </Card>
  )
}

/** The dashboard: the admin's, or the partner's and supplier's figures. */
export function Dashboard() {
  const user = useUser()
  return user.role_id.includes(UserRole.Admin) ? <AdminDashboard /> : <PanelDashboard />
}

/** The partner's and supplier's dashboard: this month's figures from /core/v1/dashboard/summary. */
function PanelDashboard() {
  const { t } = useLingui()
  const { base } = useServices()
  const user = useUser()
  const { data, error } = useApi(['dashboard-summary', user.id] as const, (client) =>
    getDashboardSummary(client),
  )
  const firstName = user.name.split(' ')[0] ?? user.name
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
        <Trans>Welcome back, {firstName}. Here is how this month is going.</Trans>
      </Typography>
      <FirstSiteCard />
      {error && <Alert severity="error">{error.message}</Alert>}
      {data?.partner && !data.card_payments && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Trans>
            Card payments are off: this server has no Stripe keys. Your sites offer guests only the payment
            methods that need no card provider, such as booking without payment.
          </Trans>
        </Alert>
      )}
      {!data && !error && <Skeleton variant="rounded" height={160} />}
      {data && (
        <Grid container spacing={3}>
          {data.supplier && (
            <Grid size={{ xs: 12, lg: 6 }}>
              <FiguresCard
                title={<Trans>Your products</Trans>}
                icon={<Hiking />}
                figures={data.supplier}
                locale={base.locale}
              />
            </Grid>
          )}
          {data.partner && (
            <Grid size={{ xs: 12, lg: 6 }}>
              <FiguresCard
                title={<Trans>Your sites</Trans>}
                icon={<Handshake />}
                figures={data.partner}
                locale={base.locale}
              />
            </Grid>
          )}
        </Grid>
      )}
    </>
  )
}
