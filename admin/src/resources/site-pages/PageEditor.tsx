// Puck's own stylesheet imports a font from rsms.me, which the back office's CSP rightly blocks.
import '@puckeditor/core/no-external.css'
import { Puck } from '@puckeditor/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import {
  LOCALE_NAMES,
  SitePageStatus,
  sitePageInputSchema,
  type Locale,
  type Site,
  type SitePageRecord,
} from '@jaunt/domain'
import { useMemo, useRef, useState } from 'react'
import { Form, TextInput, useGetOne, useNotify, useUpdate, type HttpError } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { AddBlockButtons } from './AddBlockButtons'
import { usePuckConfig } from './puckConfig'
import { usePuckDictionary } from './puckDictionary'
import { puckToSections, sectionsById, sectionsToPuck, type PuckPage } from './puckSections'
import { siteLanguages, siteOrigin } from './siteLanguages'

type Errors = Record<string, unknown>

/** A per-language field's error goes on the language being edited (`title` → `title.de`). */
const onLanguage = (errors: Errors | undefined, locale: Locale) => {
  if (!errors) return errors
  const moved: Errors = { ...errors }
  for (const key of ['title', 'description'])
    if (typeof moved[key] === 'string') moved[key] = { [locale]: moved[key] }
  return moved
}

/** An emptied field of a language is that language's text gone (the site falls back), not an error. */
const withTexts = (values: Errors) => {
  const texts = (value: unknown) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>).filter(
        ([, text]) => typeof text === 'string' && text.trim() !== '',
      ),
    )
  return { ...values, title: texts(values.title), description: texts(values.description) }
}

/**
 * `{siteId}/pages?page={id}`: the page builder. The page's sections are Puck blocks drawn as the
 * site draws them; texts are edited one language at a time; Save draft keeps guests on the
 * published version until Publish. Loaded on its own (React.lazy), so the back office's first
 * load does not carry Puck.
 */
export default function PageEditor({ site, pageId }: { site: Site; pageId: number }) {
  const meta = { site_id: site.id }
  const { data: record } = useGetOne<SitePageRecord & { id: number }>('site-page', { id: pageId, meta })
  if (!record) return null
  return <Editor key={record.id} site={site} record={record} />
}

function Editor({ site, record }: { site: Site; record: SitePageRecord & { id: number } }) {
  const { t } = useLingui()
  const notify = useNotify()
  const [update] = useUpdate()
  const config = usePuckConfig(site.id)
  const dictionary = usePuckDictionary()
  const { primary, languages } = siteLanguages(site)
  const [locale, setLocale] = useState<Locale>(primary)
  const [status, setStatus] = useState(record.status)
  const sections = useRef(sectionsById(record.sections))
  const intent = useRef<'save' | 'publish'>('save')
  const validate = useMemo(() => zodValidate(sitePageInputSchema), [])
  const meta = { site_id: site.id }
  const data = useMemo(() => sectionsToPuck(sections.current, locale), [locale])

  const call = (body: object, extra: object = {}) =>
    update(
      'site-page',
      { id: record.id, data: body, previousData: record, meta: { ...meta, ...extra } },
      { returnPromise: true, mutationMode: 'pessimistic' },
    ) as Promise<SitePageRecord>

  const save = async (values: Errors) => {
    const publish = intent.current === 'publish'
    try {
      await call({ ...withTexts(values), sections: [...sections.current.values()] })
      if (publish) setStatus((await call({}, { call: 'publish' })).status)
    } catch (error) {
      const body = (error as HttpError).body as { errors?: Errors; message?: string } | undefined
      if (!body?.errors) notify((error as Error).message, { type: 'error' })
      return onLanguage(body?.errors, locale)
    }
    notify(publish ? t`Page published.` : t`Draft saved.`)
    return undefined
  }

  const unpublish = async () => {
    setStatus((await call({}, { call: 'unpublish' })).status)
    notify(t`Page unpublished: guests no longer see it.`)
  }

  const published = status === SitePageStatus.Published
  // Puck has a form of its own, so it sits beside the page's form, not in it.
  return (
    <>
      <Form
        record={record}
        validate={(values) => onLanguage(validate(withTexts(values)), locale) ?? {}}
        onSubmit={save}
      >
        <Card sx={{ p: 2, mb: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t`Language`}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
              sx={{ minWidth: 160 }}
            >
              {languages.map((code) => (
                <MenuItem key={code} value={code}>
                  {LOCALE_NAMES[code]}
                </MenuItem>
              ))}
            </TextField>
            <Chip
              color={published ? 'success' : 'default'}
              label={published ? t`Published` : t`Unpublished`}
              size="small"
            />
            <Box sx={{ flexGrow: 1 }} />
            <Button type="submit" variant="outlined" onClick={() => (intent.current = 'save')}>
              {t`Save draft`}
            </Button>
            <Button type="submit" variant="contained" onClick={() => (intent.current = 'publish')}>
              {t`Publish`}
            </Button>
            {published && (
              <>
                <Button onClick={unpublish}>{t`Unpublish`}</Button>
                <Button
                  href={`${siteOrigin(site)}/${locale}/page/${record.slug}`}
                  target="_blank"
                  rel="noopener"
                >
                  {t`Preview`}
                </Button>
              </>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr 2fr' } }}>
            <TextInput source="slug" label={t`Slug`} helperText={t`The page's address: /page/slug`} />
            <TextInput key={`title-${locale}`} source={`title.${locale}`} label={t`Title (SEO)`} />
            <TextInput
              key={`description-${locale}`}
              source={`description.${locale}`}
              label={t`Description (SEO)`}
            />
          </Box>
        </Card>
      </Form>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Puck
          key={locale}
          config={config}
          data={data}
          dictionary={dictionary}
          iframe={{ enabled: false }}
          height={760}
          overrides={{ header: () => <AddBlockButtons config={config} /> }}
          onChange={(next) => {
            sections.current = puckToSections(next as PuckPage, sections.current, locale)
          }}
        />
      </Box>
    </>
  )
}
