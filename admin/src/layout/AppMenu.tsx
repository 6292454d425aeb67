import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import MenuList from '@mui/material/MenuList'
import Tooltip from '@mui/material/Tooltip'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MenuItemLink, useSidebarState } from 'react-admin'
import { matchPath, useLocation } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { buildNavigation, profileLink, type NavGroup, type NavLink } from '../access/navigation'
import { useUser } from '../access/useCurrentUser'
import { useSites } from '../sites/SiteContext'
import { menuIcon } from './menuIcons'

/** Marks a link whose path only prefixes the current page's own link (react-admin matches by prefix). */
const SHADOWED = 'JauntMenu-shadowed'

function LinkItem({
  link,
  nested = false,
  shadowed = false,
}: {
  link: NavLink
  nested?: boolean
  shadowed?: boolean
}) {
  const { i18n, t } = useLingui()
  const { base } = useServices()
  const [open] = useSidebarState()
  const label = i18n._(link.label)
  const icon = nested ? undefined : menuIcon(link.id)
  const indent = nested && open ? { pl: 7 } : undefined
  if (link.disabled) {
    // A disabled item gets no pointer events: the tooltip listens on its wrapper.
    return (
      <Tooltip title={t`Select a site first`} placement="right">
        <span>
          <MenuItem disabled sx={indent} aria-label={label}>
            {icon && <ListItemIcon>{icon}</ListItemIcon>}
            {open && (
              <Typography variant="inherit" noWrap>
                {label}
              </Typography>
            )}
          </MenuItem>
        </span>
      </Tooltip>
    )
  }
  return (
    <MenuItemLink
      to={`${base.basename}${link.to === '/' ? '/' : link.to}`}
      primaryText={label}
      leftIcon={icon}
      sx={indent}
      className={shadowed ? SHADOWED : undefined}
    />
  )
}

function GroupItem({ group }: { group: NavGroup }) {
  const { i18n } = useLingui()
  const { base } = useServices()
  const { pathname } = useLocation()
  const [sidebarOpen] = useSidebarState()
  // A group opens when the current path is one of its children's.
  const matching = group.children.filter((child) =>
    matchPath({ path: `${base.basename}${child.to}`, end: false }, pathname),
  )
  const current = matching.length > 0
  // "View" (partner-site) must not light up on "Editing request" (partner-site/pending-change).
  const shadowed = (child: NavLink) =>
    matching.some((other) => other !== child && other.to.startsWith(`${child.to}/`))
  const [open, setOpen] = useState(current)
  const label = i18n._(group.label)
  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} sx={{ color: 'text.secondary' }}>
        <ListItemIcon>{menuIcon(group.id)}</ListItemIcon>
        {sidebarOpen && (
          <>
            <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
              {label}
            </Typography>
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </>
        )}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <MenuList dense disablePadding aria-label={label}>
          {group.children.map((child) => (
            <LinkItem key={child.id} link={child} nested shadowed={shadowed(child)} />
          ))}
        </MenuList>
      </Collapse>
    </>
  )
}

/** The side navigation of spec part 1 §6 for the logged-in user, with Profile at the bottom. */
export function AppMenu() {
  const { i18n, t } = useLingui()
  const { base } = useServices()
  const user = useUser()
  const { selectedSite } = useSites()
  const [open] = useSidebarState()
  // The sidebar's content is fixed-positioned: it takes the theme's sidebar width itself.
  const { sidebar } = useTheme() as { sidebar?: { width: number; closedWidth: number } }
  const entries = buildNavigation({ user, area: base.area, site: selectedSite })
  const profile = profileLink(user)
  return (
    <Box
      component="nav"
      aria-label={t`Main menu`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: open ? sidebar?.width : sidebar?.closedWidth,
        minHeight: 'calc(100vh - 64px)',
        pt: 1,
        pb: 2,
        transition: 'width 195ms',
      }}
    >
      <MenuList sx={{ flexGrow: 1, py: 0 }}>
        {entries.map((entry) => {
          if (entry.kind === 'link') return <LinkItem key={entry.id} link={entry} />
          if (entry.kind === 'group') return <GroupItem key={entry.id} group={entry} />
          return open ? (
            <ListSubheader
              key={entry.id}
              disableSticky
              sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}
            >
              {i18n._(entry.label)}
            </ListSubheader>
          ) : (
            <Divider key={entry.id} sx={{ my: 1 }} />
          )
        })}
      </MenuList>
      {profile && (
        <MenuList sx={{ mt: 2, py: 0 }}>
          <Divider sx={{ mb: 1 }} />
          <LinkItem link={profile} />
        </MenuList>
      )}
    </Box>
  )
}
