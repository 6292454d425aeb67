import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { SiteWidgetRecord } from '@jaunt/domain'
import { useDelete, useGetList } from 'react-admin'
import { ELEMENT_LABELS } from './elementLabels'

/** The site's widgets, a way to add one, and to open or delete each. */
export function WidgetList({ siteId, onOpen }: { siteId: number; onOpen: (id: number | 'new') => void }) {
  const { t, i18n } = useLingui()
  const meta = { site_id: siteId }
  const { data: widgets, refetch } = useGetList<SiteWidgetRecord>('site-widget', { meta })
  const [remove] = useDelete()
  return (
    <Card sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography>{t`Embed your offer on any website: choose what a widget shows, then paste its code.`}</Typography>
        <Button variant="contained" onClick={() => onOpen('new')}>{t`Add widget`}</Button>
      </Box>
      <Table size="small" aria-label={t`Widgets`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell>{t`Shows`}</TableCell>
            <TableCell>{t`Analytics`}</TableCell>
            <TableCell>{t`Updated`}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(widgets ?? []).map((widget) => (
            <TableRow key={widget.id}>
              <TableCell>{widget.name}</TableCell>
              <TableCell>
                {i18n._(ELEMENT_LABELS[widget.element].name)}
                {widget.product_name ? `: ${widget.product_name}` : ''}
              </TableCell>
              <TableCell>
                {[widget.ga4_measurement_id && 'GA4', widget.meta_pixel_id && 'Meta']
                  .filter(Boolean)
                  .join(', ') || '—'}
              </TableCell>
              <TableCell>
                {i18n.date(widget.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  <Button size="small" variant="outlined" onClick={() => onOpen(widget.id)}>
                    {t`Edit ${widget.name}`}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={async () => {
                      if (
                        !window.confirm(
                          t`Delete this widget? Code already pasted keeps working, without its widget id.`,
                        )
                      )
                        return
                      await remove(
                        'site-widget',
                        { id: widget.id, previousData: widget, meta },
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
      {widgets?.length === 0 && <Typography sx={{ p: 2 }}>{t`No widgets yet.`}</Typography>}
    </Card>
  )
}
