import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined'
import Storefront from '@mui/icons-material/Storefront'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Skeleton from '@mui/material/Skeleton'
import { Trans, useLingui } from '@lingui/react/macro'
import { NO_SITE_ID } from '@jaunt/domain'
import { useSites } from './SiteContext'

/** The partner's site selector in the app bar; "Create new site" is the entry -1. */
export function SiteSelector() {
  const { t } = useLingui()
  const { enabled, sites, selectedId, choose } = useSites()
  if (!enabled) return null
  if (!sites) return <Skeleton variant="rounded" width={180} height={36} sx={{ bgcolor: 'action.hover' }} />
  return (
    <Select
      size="small"
      variant="outlined"
      value={selectedId}
      onChange={(event) => choose(Number(event.target.value))}
      inputProps={{ 'aria-label': t`Site` }}
      renderValue={(id) => {
        const site = sites.find((candidate) => candidate.id === id)
        return (
          <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            <Storefront fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {site ? site.name : sites.length === 0 ? t`No site yet` : t`New site`}
            </span>
          </span>
        )
      }}
      sx={{
        minWidth: { xs: 0, sm: 220 },
        maxWidth: { xs: 170, sm: 320 },
        bgcolor: 'background.paper',
        '& .MuiSelect-select': { py: 0.75 },
      }}
    >
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name}
        </MenuItem>
      ))}
      {sites.length > 0 && <Divider />}
      <MenuItem value={NO_SITE_ID}>
        <ListItemIcon>
          <AddBusinessOutlined fontSize="small" />
        </ListItemIcon>
        <Trans>Create new site</Trans>
      </MenuItem>
    </Select>
  )
}
