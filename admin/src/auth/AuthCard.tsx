import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useServices } from '../AdminServicesContext'
import { Logo } from '../layout/Logo'

/** The centred card of the login, change-password and terms pages. */
export function AuthCard({
  title,
  subtitle,
  width = 420,
  children,
}: {
  title: ReactNode
  subtitle?: ReactNode
  width?: number
  children: ReactNode
}) {
  const { base } = useServices()
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        background: 'linear-gradient(160deg, #EEF2F8 0%, #F7F9FC 55%, #E9F3F1 100%)',
      }}
    >
      <Box sx={{ mb: 3 }}>
        <Logo brand="jaunt" area={base.area} />
      </Box>
      <Card sx={{ width: '100%', maxWidth: width, boxShadow: '0 12px 32px rgba(16, 24, 40, 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: subtitle ? 0.5 : 2.5 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
