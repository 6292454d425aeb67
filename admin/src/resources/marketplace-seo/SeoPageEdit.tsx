import { useLingui } from '@lingui/react/macro'
import { seoPageInputSchema, type SeoPageRecord } from '@jaunt/domain'
import { BooleanInput, Edit, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { stayOnRecordError } from '../../forms/RecordError'
import { PageHeader } from '../../layout/PageHeader'
import { LocaleTabs } from '../tours/settings/LocaleTabs'
import { SEO_RESOURCE } from './seoData'
import { SEO_PAGE_LABELS } from './seoPageLabels'

const validate = zodValidate(seoPageInputSchema)

function SeoPageHeading() {
  const { t, i18n } = useLingui()
  const page = useRecordContext<SeoPageRecord>()
  const name = page ? i18n._(SEO_PAGE_LABELS[page.id]) : t`SEO`
  return (
    <PageHeader
      title={name}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/' },
        { label: t`SEO`, to: `/${SEO_RESOURCE}` },
        { label: name },
      ]}
    />
  )
}

/** `tools/seo/{page}`: its title and description per language, and whether search engines list it. */
export function SeoPageEdit() {
  const { t } = useLingui()
  return (
    <Edit
      resource={SEO_RESOURCE}
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      {...stayOnRecordError}
    >
      <SeoPageHeading />
      {/* Save only: every page of the tool always exists. */}
      <SimpleForm
        validate={validate}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <BooleanInput
          source="noindex"
          label={t`Keep out of search engines (noindex)`}
          helperText={t`Every hosted site's page says noindex and leaves its sitemap.`}
        />
        <LocaleTabs field="texts">
          {(locale) => (
            <>
              <TextInput
                source={`texts.${locale}.title`}
                label={t`Title`}
                helperText={t`Up to 70 characters; the site's name follows it. Empty: the site's own.`}
                fullWidth
              />
              <TextInput
                source={`texts.${locale}.description`}
                label={t`Meta description`}
                helperText={t`Up to 300 characters. Empty: the site's own description.`}
                multiline
                fullWidth
              />
            </>
          )}
        </LocaleTabs>
      </SimpleForm>
    </Edit>
  )
}
