import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * A titled card of a record's page; its heading names the region for screen readers and tests. A `wide`
 * one spans the page's two columns (a table with free text).
 */
export function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = `reservation-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** Label and value pairs; an empty value shows a dash. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {/* Labels may repeat (a status history's dates), so the key is the row's place. */}
      {rows.map(([label, value], index) => (
        <Box key={index} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
