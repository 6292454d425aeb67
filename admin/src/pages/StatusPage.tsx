import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The body of the 404, 403 and error pages: a big code, a heading, a line and actions. */
export function StatusPage({
  code,
  title,
  detail,
  children,
}: {
  code: ReactNode
  title: ReactNode
  detail?: ReactNode
  children?: ReactNode
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Typography
        aria-hidden
        sx={{ fontSize: 64, fontWeight: 700, lineHeight: 1, color: 'primary.main', opacity: 0.18, mb: 2 }}
      >
        {code}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
          {detail}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>{children}</Box>
    </Box>
  )
}
