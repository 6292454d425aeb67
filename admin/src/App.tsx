import { Admin, CustomRoutes } from 'react-admin'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AccessDenied } from './access/AccessDenied'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import type { AdminBase } from './routing/adminBase'

export type AppProps = {
  base: AdminBase
}

// A BrowserRouter outside <Admin>, and <Admin basename> under the matching route: react-admin's way
// to live under a path (its default is a hash router).
export function App({ base }: AppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${base.basename}/*`}
          element={
            <Admin
              title="Jaunt"
              basename={base.basename}
              dataProvider={dataProvider}
              dashboard={Dashboard}
              disableTelemetry
            >
              <CustomRoutes>
                <Route path="/403" element={<AccessDenied />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  )
}
