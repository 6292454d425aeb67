import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { sitePageInputSchema, type Site, type SitePageRecord } from '@jaunt/domain'
import { useMemo } from 'react'
import { Form, SaveButton, TextInput, useCreate, type HttpError } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { siteLanguages } from './siteLanguages'

type Values = { slug?: string; title?: Record<string, string> }

/** A new page: its title in the site's primary language and its slug; the builder opens on it. */
export function PageCreateForm({ site, onCreated }: { site: Site; onCreated: (id: number) => void }) {
  const { t } = useLingui()
  const [create] = useCreate()
  const { primary } = siteLanguages(site)
  const check = useMemo(() => zodValidate(sitePageInputSchema), [])
  const onTitle = (errors: Record<string, unknown> | undefined) =>
    errors && typeof errors.title === 'string' ? { ...errors, title: { [primary]: errors.title } } : errors
  const save = async (values: Values) => {
    try {
      const page = (await create(
        'site-page',
        { data: { ...values, description: {}, sections: [] }, meta: { site_id: site.id } },
        { returnPromise: true },
      )) as SitePageRecord
      onCreated(page.id)
    } catch (error) {
      return onTitle((error as HttpError).body?.errors)
    }
    return undefined
  }
  return (
    <Form
      record={{ slug: '', title: {} }}
      validate={(values) => (onTitle(check(values)) as Record<string, string>) ?? {}}
      onSubmit={save}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput source={`title.${primary}`} label={t`New page title`} fullWidth={false} />
        <TextInput source="slug" label={t`Slug`} fullWidth={false} />
        <Box sx={{ pt: 1 }}>
          <SaveButton label={t`Create page`} alwaysEnable />
        </Box>
      </Box>
    </Form>
  )
}
