import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_THEME, isLocale } from '@jaunt/domain'
import { Form, SaveButton, useLocaleState } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { PageHeader } from '../../layout/PageHeader'
import { useSites } from '../../sites/SiteContext'
import { useSettingsGroup } from '../partner-sites/SettingsGroupForm'
import { ContrastWarnings } from './ContrastWarnings'
import { ThemeFields } from './ThemeFields'
import { ThemePreview } from './ThemePreview'

function ResetButton() {
  const { t } = useLingui()
  const { reset, getValues } = useFormContext()
  return (
    <Button
      variant="outlined"
      onClick={() => reset({ ...getValues(), ...DEFAULT_THEME }, { keepDefaultValues: true })}
    >
      {t`Reset to defaults`}
    </Button>
  )
}

/**
 * `{siteId}/theme-settings`: the site's colours, font and button shape, with the site's own pages
 * beside the form wearing them as the partner types, and a warning for text that is hard to read.
 * Nothing reaches guests until Save.
 */
export function ThemeSettingsPage() {
  const { t } = useLingui()
  const { sites } = useSites()
  const [locale] = useLocaleState()
  const siteId = Number(useParams().siteId)
  const site = sites?.find((candidate) => candidate.id === siteId)
  const { record, save, validate } = useSettingsGroup(siteId, 'theme')
  return (
    <>
      <PageHeader title={t`Theme`} breadcrumbs={[{ label: site?.name ?? '' }, { label: t`Theme` }]} />
      {record && (
        <Form record={record} validate={validate} onSubmit={save}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(360px, 5fr) 7fr' },
              alignItems: 'start',
            }}
          >
            <Card sx={{ p: 2, display: 'grid', gap: 2 }}>
              <ThemeFields />
              <ContrastWarnings />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <SaveButton alwaysEnable />
                <ResetButton />
              </Box>
            </Card>
            {site && (
              <Card sx={{ p: 2, position: { lg: 'sticky' }, top: 16 }}>
                <ThemePreview subDomain={site.sub_domain} lang={isLocale(locale) ? locale : 'en'} />
              </Card>
            )}
          </Box>
        </Form>
      )}
    </>
  )
}
