import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { SitePageStatus, textIn, type Site, type SitePageSummary } from '@jaunt/domain'
import { useDelete, useGetList, useLocaleState } from 'react-admin'
import { PageCreateForm } from './PageCreateForm'
import { siteLanguages } from './siteLanguages'

/** The site's pages with their status, a way to start a new one, and to open or delete each. */
export function PageList({ site, onOpen }: { site: Site; onOpen: (id: number) => void }) {
  const { t, i18n } = useLingui()
  const [locale] = useLocaleState()
  const meta = { site_id: site.id }
  const { data: pages, refetch } = useGetList<SitePageSummary>('site-page', { meta })
  const [remove] = useDelete()
  const { primary } = siteLanguages(site)
  const statusOf = (page: SitePageSummary) =>
    page.status === SitePageStatus.Published ? (
      <Chip size="small" color="success" label={page.has_draft ? t`Published, with a draft` : t`Published`} />
    ) : (
      <Chip size="small" label={t`Unpublished`} />
    )
  return (
    <Card sx={{ p: 2, mb: 2 }}>
      <PageCreateForm site={site} onCreated={onOpen} />
      <Table size="small" aria-label={t`Pages`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Title`}</TableCell>
            <TableCell>{t`Slug`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Updated`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(pages ?? []).map((page) => (
            <TableRow key={page.id}>
              <TableCell>{textIn(page.title, locale as never, primary)}</TableCell>
              <TableCell>/page/{page.slug}</TableCell>
              <TableCell>{statusOf(page)}</TableCell>
              <TableCell>{i18n.date(page.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  <Button size="small" variant="outlined" onClick={() => onOpen(page.id)}>
                    {t`Edit ${page.slug}`}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={async () => {
                      if (!window.confirm(t`Delete this page? Guests will no longer find it.`)) return
                      await remove(
                        'site-page',
                        { id: page.id, previousData: page, meta },
                        { mutationMode: 'pessimistic', onSuccess: () => void refetch() },
                      )
                    }}
                  >
                    {t`Delete`}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages?.length === 0 && <Typography sx={{ p: 2 }}>{t`No pages yet.`}</Typography>}
    </Card>
  )
}
