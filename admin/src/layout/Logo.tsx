import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import { BRAND_COLOURS, type Brand } from './theme'

/** The mark and name; the package-stay integration's users see its own. `compact` drops the name on phones. */
export function Logo({
  brand,
  area,
  compact = false,
}: {
  brand: Brand
  area: 'npanel' | 'admin'
  compact?: boolean
}) {
  const { primary, secondary } = BRAND_COLOURS[brand]
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, flexShrink: 0 }} data-brand={brand}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden>
        <rect width="28" height="28" rx="8" fill={primary} />
        {brand === 'stay' ? (
          <path d="M7 19V12l7-5 7 5v7h-4.5v-4.5h-5V19z" fill="#fff" />
        ) : (
          <path d="M16.5 7v9.2a4.3 4.3 0 0 1-8.4 1.3l2.6-.9a1.6 1.6 0 0 0 3.1-.5V7z" fill="#fff" />
        )}
        <circle cx="21" cy="8" r="2.2" fill={secondary} />
      </svg>
      <Box sx={{ lineHeight: 1.1, display: compact ? { xs: 'none', sm: 'block' } : 'block' }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 17, color: primary, display: 'block' }}>
          {brand === 'stay' ? 'Jaunt Stay' : 'Jaunt'}
        </Typography>
        <Typography component="span" sx={{ fontSize: 11, color: 'text.secondary', letterSpacing: 0.4 }}>
          {area === 'admin' ? <Trans>Administration</Trans> : <Trans>Back office</Trans>}
        </Typography>
      </Box>
    </Box>
  )
}
