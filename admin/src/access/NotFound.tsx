import Button from '@mui/material/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { StatusPage } from '../pages/StatusPage'

/** Unmatched routes: the spec's 404 "This page could not be found". */
export function NotFound() {
  const { t } = useLingui()
  const { base } = useServices()
  return (
    <>
      <Title title={t`This page could not be found`} />
      <StatusPage code="404" title={<Trans>This page could not be found</Trans>}>
        <Button variant="contained" component={Link} to={`${base.basename}/`}>
          <Trans>Back to the dashboard</Trans>
        </Button>
      </StatusPage>
    </>
  )
}
