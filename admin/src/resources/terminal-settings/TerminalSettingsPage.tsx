import Card from '@mui/material/Card'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { useParams, useSearchParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { LocationsTab } from './LocationsTab'
import { PaymentProviderTab } from './PaymentProviderTab'
import { ReadersTab } from './ReadersTab'
import { SetupCredentialTab } from './SetupCredentialTab'

const TABS = ['location', 'reader', 'setup-credential', 'connect'] as const
type TerminalTab = (typeof TABS)[number]

/**
 * `{siteId}/terminal-settings`: the card reader's locations, readers and the operators' setup
 * password (`?tab=location|reader|setup-credential`, the spec's sub-pages), and the partner's own Stripe
 * account per currency (`?tab=connect`, where Stripe sends the partner back).
 */
export function TerminalSettingsPage() {
  const { t } = useLingui()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const [search, setSearch] = useSearchParams()
  const tab = TABS.find((name) => name === search.get('tab')) ?? 'location'
  const labels: Record<TerminalTab, string> = {
    location: t`Locations`,
    reader: t`Readers`,
    'setup-credential': t`Setup credential`,
    connect: t`Stripe accounts`,
  }
  return (
    <>
      <PageHeader
        title={t`Terminal Settings`}
        breadcrumbs={[{ label: site?.name ?? '' }, { label: t`Terminal Settings` }, { label: labels[tab] }]}
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: TerminalTab) => setSearch({ tab: next }, { replace: true })}
          variant="scrollable"
          aria-label={t`Terminal settings`}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={labels[name]} />
          ))}
        </Tabs>
        {tab === 'location' && <LocationsTab key={siteId} siteId={siteId} />}
        {tab === 'reader' && <ReadersTab key={siteId} siteId={siteId} />}
        {tab === 'setup-credential' && <SetupCredentialTab key={siteId} siteId={siteId} />}
        {tab === 'connect' && <PaymentProviderTab key={siteId} siteId={siteId} />}
      </Card>
    </>
  )
}
