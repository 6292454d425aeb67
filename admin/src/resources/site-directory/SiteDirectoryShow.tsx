import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import {
  ApprovalStatus,
  SITE_SETTING_GROUPS,
  type SiteDirectoryRow,
  type SiteSettingGroup,
} from '@jaunt/domain'
import { useState, type ReactNode } from 'react'
import { Form, useGetOne, type RaRecord } from 'react-admin'
import { useParams } from 'react-router-dom'
import { NotFound } from '../../access/NotFound'
import { PageHeader } from '../../layout/PageHeader'
import { GeneralSettingsFields } from '../partner-sites/GeneralSettingsFields'
import { GROUP_FIELDS, type SiteSettingsTab } from '../partner-sites/SettingsGroupFields'
import { SiteDecisionButtons } from '../partner-sites/SiteDecisionButtons'
import { useSettingsGroup } from '../partner-sites/SettingsGroupForm'
import { SITE_DIRECTORY_RESOURCE } from './siteDirectoryData'
import { SiteStatusChip } from './SiteStatusChip'
import { SiteSwitchButton } from './SiteSwitchButton'

type ShownTab = 'general' | SiteSettingsTab
const GROUPS = (Object.keys(SITE_SETTING_GROUPS) as SiteSettingGroup[]).filter(
  (group): group is SiteSettingsTab => group !== 'theme',
)

// The partner's own inputs, shown disabled: the admin sees exactly what the partner set, and cannot change it.
function ReadOnly({ record, children }: { record: RaRecord | undefined; children: ReactNode }) {
  if (!record) return null
  return (
    <Form record={record} onSubmit={() => undefined} disabled>
      <Box
        component="fieldset"
        disabled
        sx={{ border: 0, m: 0, display: 'grid', gap: 1, p: 2, maxWidth: 720 }}
      >
        {children}
      </Box>
    </Form>
  )
}

function GeneralTab({ siteId }: { siteId: number }) {
  const { data } = useGetOne<RaRecord>('site-general-settings', { id: siteId })
  return (
    <ReadOnly record={data}>
      <GeneralSettingsFields />
    </ReadOnly>
  )
}

function GroupTab({ siteId, group }: { siteId: number; group: SiteSettingsTab }) {
  const { record } = useSettingsGroup(siteId, group)
  const Fields = GROUP_FIELDS[group]
  return (
    <ReadOnly record={record}>
      <Fields />
    </ReadOnly>
  )
}

/** `partner-site/show/{id}`: a site's settings, read-only, with the admin's approve, reject and deactivate. */
export function SiteDirectoryShow() {
  const { t } = useLingui()
  const siteId = Number(useParams().id)
  const [tab, setTab] = useState<ShownTab>('general')
  const { data: site, error } = useGetOne<SiteDirectoryRow>(SITE_DIRECTORY_RESOURCE, { id: siteId })
  if (error) return <NotFound />
  if (!site) return null
  const labels: Record<ShownTab, string> = {
    general: t`General Settings`,
    'booking-flow': t`Booking flow`,
    header: t`Header`,
    footer: t`Footer`,
    redirection: t`Redirection`,
    script: t`Scripts`,
    'merchant-of-record': t`Merchant of record`,
    'allowed-origins': t`Allowed origins`,
  }
  return (
    <>
      <PageHeader
        title={site.name}
        breadcrumbs={[
          { label: t`Dashboard`, to: '/' },
          { label: t`Partner sites`, to: '/partner-site' },
          { label: site.name },
        ]}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SiteStatusChip site={site} />
            {site.approval_status === ApprovalStatus.Pending && <SiteDecisionButtons record={site} />}
            {site.approval_status === ApprovalStatus.Active && <SiteSwitchButton site={site} />}
          </Stack>
        }
      />
      <Card sx={{ mb: 2, p: 2 }}>
        <Typography variant="body2">
          {t`Partner`}: {site.owner_name} ({site.owner_email})
        </Typography>
        {site.rejection_reason && (
          <Typography variant="body2" color="error">
            {t`Reason`}: {site.rejection_reason}
          </Typography>
        )}
      </Card>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: ShownTab) => setTab(next)}
          variant="scrollable"
          aria-label={t`Settings groups`}
        >
          {(['general', ...GROUPS] as ShownTab[]).map((group) => (
            <Tab key={group} value={group} label={labels[group]} />
          ))}
        </Tabs>
        {tab === 'general' ? (
          <GeneralTab siteId={siteId} />
        ) : (
          <GroupTab key={tab} siteId={siteId} group={tab} />
        )}
      </Card>
    </>
  )
}
