import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'

/** A breadcrumb item: a label and an internal or external link, or neither; it may be disabled. */
export interface BreadcrumbItem {
  label: string
  /** A path under the area's basename. */
  to?: string
  href?: string
  disabled?: boolean
}

export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { base } = useServices()
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ mb: 1, fontSize: 14 }}>
      {items.map((item, index) => {
        const last = index === items.length - 1
        if (last || item.disabled || (!item.to && !item.href)) {
          return (
            <Typography
              key={item.label}
              color={last ? 'text.primary' : 'text.secondary'}
              sx={{ fontSize: 'inherit' }}
              aria-current={last ? 'page' : undefined}
            >
              {item.label}
            </Typography>
          )
        }
        return item.href ? (
          <Link
            key={item.label}
            href={item.href}
            underline="hover"
            color="inherit"
            target="_blank"
            rel="noopener"
          >
            {item.label}
          </Link>
        ) : (
          <Link
            key={item.label}
            component={RouterLink}
            to={`${base.basename}${item.to}`}
            underline="hover"
            color="inherit"
          >
            {item.label}
          </Link>
        )
      })}
    </MuiBreadcrumbs>
  )
}
