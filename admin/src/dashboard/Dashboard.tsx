import DashboardIcon from '@mui/icons-material/Dashboard'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import { Title } from 'react-admin'

/** Placeholder until the per-role dashboards arrive. */
export function Dashboard() {
  return (
    <Card>
      <Title title="Dashboard" />
      <CardHeader avatar={<DashboardIcon />} title="Jaunt back office" />
      <CardContent>Partners, suppliers and admins will find their work here.</CardContent>
    </Card>
  )
}
