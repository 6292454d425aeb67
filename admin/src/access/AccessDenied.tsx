import Button from '@mui/material/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { StatusPage } from '../pages/StatusPage'

/** The spec's /403 page, where route guards send a user who lacks a role or policy. */
export function AccessDenied() {
  const { t } = useLingui()
  const { base } = useServices()
  return (
    <>
      <Title title={t`Access Denied`} />
      <StatusPage
        code="403"
        title={<Trans>Access Denied</Trans>}
        detail={<Trans>Your account does not give you access to this page.</Trans>}
      >
        <Button variant="contained" component={Link} to={`${base.basename}/`}>
          <Trans>Back to the dashboard</Trans>
        </Button>
      </StatusPage>
    </>
  )
}
