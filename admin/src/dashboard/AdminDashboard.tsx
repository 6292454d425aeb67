import People from '@mui/icons-material/People'
import Public from '@mui/icons-material/Public'
import Settings from '@mui/icons-material/Settings'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { useUser } from '../access/useCurrentUser'
import { PageHeader } from '../layout/PageHeader'

function Shortcut({
  to,
  icon,
  title,
  text,
}: {
  to: string
  icon: ReactNode
  title: ReactNode
  text: ReactNode
}) {
  const { base } = useServices()
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`${base.basename}${to}`} sx={{ height: '100%', p: 1 }}>
        <CardContent>
          <Typography sx={{ color: 'primary.main', mb: 1 }}>{icon}</Typography>
          <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 0.5 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** The admin's dashboard: where the marketplace's daily work starts. */
export function AdminDashboard() {
  const { t } = useLingui()
  const user = useUser()
  const firstName = user.name.split(' ')[0] ?? user.name
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
        <Trans>Welcome back, {firstName}. Here is where the marketplace's daily work starts.</Trans>
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Shortcut
            to="/user"
            icon={<People />}
            title={<Trans>Partners</Trans>}
            text={<Trans>Every partner account; log in as one to see the panel as they do.</Trans>}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Shortcut
            to="/partner-site/pending"
            icon={<Public />}
            title={<Trans>Pending sites</Trans>}
            text={<Trans>New partner sites waiting for approval.</Trans>}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Shortcut
            to="/settings/site"
            icon={<Settings />}
            title={<Trans>Settings</Trans>}
            text={<Trans>Commission, taxes, languages and the marketplace's texts.</Trans>}
          />
        </Grid>
      </Grid>
    </>
  )
}
