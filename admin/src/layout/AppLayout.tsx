import { ThemeProvider, createTheme } from '@mui/material/styles'
import { useMemo, type ReactNode } from 'react'
import { Layout } from 'react-admin'
import { useServices } from '../AdminServicesContext'
import { SessionGate } from '../access/SessionGate'
import { useUser } from '../access/useCurrentUser'
import { SiteProvider } from '../sites/SiteContext'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { ImpersonationBanner } from './ImpersonationBanner'
import { AlertsBanner } from '../resources/alerts/AlertsBanner'
import { brandOf, themeFor } from './theme'

/** The package-stay integration's users get its colours; everyone else the marketplace's. */
function BrandTheme({ children }: { children: ReactNode }) {
  const { base } = useServices()
  const brand = brandOf(useUser())
  const theme = useMemo(() => createTheme(themeFor(base.area, brand)), [base.area, brand])
  return brand === 'jaunt' ? <>{children}</> : <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

/** The panel's layout: app bar, side navigation and content, behind the login gates. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      <SiteProvider>
        <BrandTheme>
          <Layout appBar={AppBar} menu={AppMenu}>
            <ImpersonationBanner />
            <AlertsBanner />
            {children}
          </Layout>
        </BrandTheme>
      </SiteProvider>
    </SessionGate>
  )
}

/** The change-password and terms pages: the gates apply, but no navigation shows yet. */
export function GateLayout({ children }: { children: ReactNode }) {
  return <SessionGate>{children}</SessionGate>
}
