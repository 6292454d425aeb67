import Card from '@mui/material/Card'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useLingui } from '@lingui/react/macro'
import { SITE_SETTING_GROUPS, type SiteSettingGroup } from '@jaunt/domain'
import { useParams, useSearchParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { SettingsGroupForm } from './SettingsGroupForm'
import { GROUP_FIELDS, type SiteSettingsTab } from './SettingsGroupFields'

const GROUPS = (Object.keys(SITE_SETTING_GROUPS) as SiteSettingGroup[]).filter(
  (group): group is SiteSettingsTab => group !== 'theme',
)

/**
 * `{siteId}/site-settings`: the site's settings, a tab per group (`?tab=header`), each saved on its
 * own. Allowed origins take effect for the widget's calls at once.
 */
export function SiteSettingsPage() {
  const { t } = useLingui()
  const { sites } = useSites()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const [search, setSearch] = useSearchParams()
  const tab = GROUPS.find((group) => group === search.get('tab')) ?? 'booking-flow'
  const labels: Record<SiteSettingsTab, string> = {
    'booking-flow': t`Booking flow`,
    header: t`Header`,
    footer: t`Footer`,
    redirection: t`Redirection`,
    script: t`Scripts`,
    'merchant-of-record': t`Merchant of record`,
    'allowed-origins': t`Allowed origins`,
  }
  const Fields = GROUP_FIELDS[tab]
  return (
    <>
      <PageHeader
        title={t`Site Settings`}
        breadcrumbs={[{ label: site?.name ?? '' }, { label: t`Site Settings` }, { label: labels[tab] }]}
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: SiteSettingsTab) => setSearch({ tab: next }, { replace: true })}
          variant="scrollable"
          aria-label={t`Settings groups`}
        >
          {GROUPS.map((group) => (
            <Tab key={group} value={group} label={labels[group]} />
          ))}
        </Tabs>
        <SettingsGroupForm key={`${siteId}-${tab}`} siteId={siteId} group={tab}>
          <Fields />
        </SettingsGroupForm>
      </Card>
    </>
  )
}
