import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Title } from 'react-admin'
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs'

/** A page's breadcrumbs, heading (also the app bar's title) and optional actions. */
export function PageHeader({
  title,
  breadcrumbs,
  actions,
}: {
  title: string
  breadcrumbs?: readonly BreadcrumbItem[]
  actions?: ReactNode
}) {
  return (
    <Box sx={{ mt: 2, mb: 2.5 }}>
      <Title title={title} />
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions}
      </Box>
    </Box>
  )
}
