import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '@jaunt/domain'
import {
  ArrayInput,
  BooleanInput,
  ResourceContextProvider,
  SimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { MarketplaceSettingsForm } from './MarketplaceSettingsForm'
import { MARKETPLACE_SETTING_RESOURCE } from './marketplaceSettingsData'

function LanguageSwitch() {
  const { index } = useSimpleFormIteratorItem()
  const code = useWatch({ name: `languages.${index}.code` }) as Locale
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <BooleanInput
        source="enabled"
        label={LOCALE_NAMES[code]}
        readOnly={code === DEFAULT_LOCALE}
        helperText={false}
      />
    </Box>
  )
}

/** `settings/languages`: the 14 languages in menu order, each on or off; English stays on. */
export function MarketplaceLanguagesPage() {
  const { t } = useLingui()
  return (
    <MarketplaceSettingsForm
      group="languages"
      title={t`Languages`}
      summary={t`The languages the marketplace offers. Hosted sites show only these, in this order; English is the default and stays on.`}
    >
      <ResourceContextProvider value={MARKETPLACE_SETTING_RESOURCE}>
        <ArrayInput source="languages" label={false}>
          <SimpleFormIterator disableAdd disableRemove disableClear inline>
            <LanguageSwitch />
          </SimpleFormIterator>
        </ArrayInput>
      </ResourceContextProvider>
    </MarketplaceSettingsForm>
  )
}
