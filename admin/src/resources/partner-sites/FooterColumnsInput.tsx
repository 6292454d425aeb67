import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { LOCALE_NAMES, type Locale } from '@jaunt/domain'
import { useState } from 'react'
import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin'
import { useParams } from 'react-router-dom'
import { useSites } from '../../sites/SiteContext'
import { siteLanguages } from '../site-pages/siteLanguages'

/**
 * The footer's columns (`widgets`): a title, a text and links each, in the order shown; their words are
 * written one site language at a time, the addresses once.
 */
export function FooterColumnsInput() {
  const { t } = useLingui()
  const siteId = Number(useParams().siteId)
  const { sites } = useSites()
  const { primary, languages } = siteLanguages(sites?.find((site) => site.id === siteId))
  const [language, setLanguage] = useState<Locale>(primary)
  const lang = languages.includes(language) ? language : primary
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {t`Footer columns`}
      </Typography>
      <TextField
        select
        size="small"
        label={t`Words in`}
        value={lang}
        onChange={(event) => setLanguage(event.target.value as Locale)}
        sx={{ my: 1, minWidth: 220 }}
      >
        {languages.map((locale) => (
          <MenuItem key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </MenuItem>
        ))}
      </TextField>
      <ArrayInput source="widgets" label={false}>
        <SimpleFormIterator resource="site-setting" fullWidth>
          <TextInput source={`title.${lang}`} label={t`Column title`} />
          <TextInput source={`text.${lang}`} label={t`Column text`} multiline />
          <ArrayInput source="links" label={t`Links`}>
            <SimpleFormIterator resource="site-setting" inline>
              <TextInput source={`label.${lang}`} label={t`Link text`} />
              <TextInput
                source="url"
                label={t`Address`}
                helperText={t`/page/about, https://…, mailto: or tel:`}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  )
}
