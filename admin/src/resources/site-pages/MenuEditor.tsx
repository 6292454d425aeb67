import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import DeleteOutline from '@mui/icons-material/Delete'
import DragIndicator from '@mui/icons-material/DragIndicator'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { Site, SitePageSummary, StoredMenuItem } from '@jaunt/domain'
import { useEffect, useState } from 'react'
import { useGetList, useGetOne, useNotify, useUpdate, type HttpError } from 'react-admin'
import { siteLanguages } from './siteLanguages'

// A menu item leads to one of the site's pages or, with this choice, to a link.
const LINK = '__link__'

const moved = <T,>(items: T[], from: number, to: number) => {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/**
 * The site's menu, in order: drag a row by its handle, or move it up and down with the buttons
 * (keyboard); titles are in the site's primary language. Saved whole.
 */
export function MenuEditor({ site }: { site: Site }) {
  const { t } = useLingui()
  const notify = useNotify()
  const { primary } = siteLanguages(site)
  const { data: menu } = useGetOne<{ id: number; items: StoredMenuItem[] }>('site-menu', { id: site.id })
  const { data: pages } = useGetList<SitePageSummary>('site-page', { meta: { site_id: site.id } })
  const [items, setItems] = useState<StoredMenuItem[]>([])
  const [dragged, setDragged] = useState<number | null>(null)
  const [update] = useUpdate()
  useEffect(() => setItems(menu?.items ?? []), [menu])

  const change = (index: number, item: Partial<StoredMenuItem>) =>
    setItems((current) => current.map((each, at) => (at === index ? { ...each, ...item } : each)))
  const save = async () => {
    try {
      await update(
        'site-menu',
        { id: site.id, data: { items }, previousData: menu },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
      notify(t`Menu saved.`)
    } catch (error) {
      notify((error as HttpError).message, { type: 'error' })
    }
  }

  return (
    <Card sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">{t`Menu`}</Typography>
      <Box
        component="ol"
        aria-label={t`Menu items`}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {items.map((item, index) => (
          <Box
            component="li"
            key={index}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== index) setItems(moved(items, dragged, index))
              setDragged(null)
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <DragIndicator sx={{ cursor: 'grab', color: 'text.secondary' }} aria-hidden />
            <TextField
              fullWidth={false}
              size="small"
              label={t`Menu item ${index + 1}`}
              value={item.title[primary] ?? ''}
              onChange={(event) => change(index, { title: { ...item.title, [primary]: event.target.value } })}
            />
            <TextField
              fullWidth={false}
              select
              size="small"
              label={t`Leads to`}
              value={item.page_slug ?? LINK}
              onChange={(event) =>
                event.target.value === LINK
                  ? change(index, { page_slug: null, url: item.url ?? '/search' })
                  : change(index, { page_slug: event.target.value, url: null })
              }
              sx={{ minWidth: 200 }}
            >
              {(pages ?? []).map((page) => (
                <MenuItem key={page.id} value={page.slug}>
                  /page/{page.slug}
                </MenuItem>
              ))}
              <MenuItem value={LINK}>{t`A link`}</MenuItem>
            </TextField>
            {item.page_slug === null && (
              <TextField
                fullWidth={false}
                size="small"
                label={t`Link (/search or https://…)`}
                value={item.url ?? ''}
                onChange={(event) => change(index, { url: event.target.value })}
              />
            )}
            <IconButton
              aria-label={t`Move up`}
              disabled={index === 0}
              onClick={() => setItems(moved(items, index, index - 1))}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={t`Move down`}
              disabled={index === items.length - 1}
              onClick={() => setItems(moved(items, index, index + 1))}
            >
              <ArrowDownward />
            </IconButton>
            <IconButton
              aria-label={t`Remove`}
              onClick={() => setItems(items.filter((_, at) => at !== index))}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setItems([...items, { title: {}, page_slug: null, url: '/search' }])}
        >
          {t`Add menu item`}
        </Button>
        <Button variant="contained" onClick={save}>{t`Save menu`}</Button>
      </Box>
    </Card>
  )
}
