import Box from '@mui/material/Box'
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin'
import { useServices } from '../AdminServicesContext'
import { useUser } from '../access/useCurrentUser'
import { SiteSelector } from '../sites/SiteSelector'
import { AppUserMenu } from './AppUserMenu'
import { Logo } from './Logo'
import { brandOf } from './theme'

export function AppBar() {
  const { base } = useServices()
  const user = useUser()
  return (
    <RaAppBar
      color="inherit"
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <LocalesMenuButton />
          </Box>
          <LoadingIndicator />
        </>
      }
    >
      <Logo brand={brandOf(user)} area={base.area} compact />
      <TitlePortal variant="body1" sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }} />
      <Box sx={{ flexGrow: 1 }} />
      <SiteSelector />
    </RaAppBar>
  )
}
