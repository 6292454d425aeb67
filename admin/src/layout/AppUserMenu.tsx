import Person from '@mui/icons-material/Person'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import { Trans } from '@lingui/react/macro'
import { forwardRef } from 'react'
import { Logout, UserMenu, useUserMenu } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { areaOf } from '../access/gates'
import { useUser } from '../access/useCurrentUser'
import type { CurrentUser } from '@jaunt/domain'

/** Profile goes to the user's profile page; for admins, to their record in user management. */
export function profilePath(user: Pick<CurrentUser, 'id' | 'role_id'>): string {
  return areaOf(user) === 'admin' ? `/user/admin/${user.id}` : '/profile'
}

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const { base } = useServices()
  const user = useUser()
  const userMenu = useUserMenu()
  return (
    <MenuItem
      ref={ref}
      {...props}
      component={Link}
      to={`${base.basename}${profilePath(user)}`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <Person fontSize="small" />
      </ListItemIcon>
      <ListItemText>
        <Trans>Profile</Trans>
      </ListItemText>
    </MenuItem>
  )
})

/** The top bar's profile menu (spec part 1 §2): Profile and Logout. */
export function AppUserMenu() {
  return (
    <UserMenu>
      <ProfileItem />
      <Logout />
    </UserMenu>
  )
}
