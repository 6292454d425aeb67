import Construction from '@mui/icons-material/Construction'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { NO_SITE_ID } from '@jaunt/domain'
import { groupLabelOf } from '../access/navigation'
import { isSitePage, type PageDef } from '../access/pages'
import type { BreadcrumbItem } from '../layout/Breadcrumbs'
import { PageHeader } from '../layout/PageHeader'
import { editOrCreate } from '../layout/breadcrumbs'
import { useSites } from '../sites/SiteContext'

function useBreadcrumbs(def: PageDef, siteId: number | undefined): BreadcrumbItem[] {
  const { i18n, t } = useLingui()
  const { sites } = useSites()
  const title = i18n._(def.title)
  if (isSitePage(def)) {
    const site = sites?.find((candidate) => candidate.id === siteId)
    const items: BreadcrumbItem[] = [
      { label: site?.name ?? t`New site` },
      { label: title, to: `/${siteId}/${def.path.split('/')[1]}` },
    ]
    // The general settings are the site's own record: -1 creates it, any other id edits it.
    if (def.id === 'general-settings')
      items.push({ label: editOrCreate(siteId ?? NO_SITE_ID) === 'create' ? t`Create` : t`Edit` })
    return items
  }
  const group = groupLabelOf(def.area, def.id)
  return [{ label: t`Dashboard`, to: '/' }, ...(group ? [{ label: i18n._(group) }] : []), { label: title }]
}

/** A page whose screen comes in a later issue: its title, and one line on what will be here. */
export function ComingSoon({ def, siteId }: { def: PageDef; siteId?: number }) {
  const { i18n } = useLingui()
  const breadcrumbs = useBreadcrumbs(def, siteId)
  return (
    <>
      <PageHeader title={i18n._(def.title)} breadcrumbs={breadcrumbs} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', p: { xs: 3, md: 4 } }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              opacity: 0.9,
            }}
          >
            <Construction />
          </Box>
          <Box>
            <Chip
              label={<Trans>Coming soon</Trans>}
              size="small"
              color="secondary"
              variant="outlined"
              sx={{ mb: 1.5 }}
            />
            <Typography variant="body1" sx={{ fontWeight: 500, mb: 0.5 }}>
              {i18n._(def.summary)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans>This screen is being built and will appear here in a coming release.</Trans>
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </>
  )
}
