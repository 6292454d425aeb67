import { useLingui } from '@lingui/react/macro'
import { TextInput } from 'react-admin'
import { MarketplaceSettingsForm } from './MarketplaceSettingsForm'

/** `settings/site`: the marketplace's name, logo and tagline, on hosted sites without their own. */
export function MarketplaceSitePage() {
  const { t } = useLingui()
  return (
    <MarketplaceSettingsForm
      group="site"
      title={t`Site settings`}
      summary={t`The marketplace's name, logo and contact details.`}
    >
      <TextInput source="site_name" label={t`Marketplace name`} fullWidth />
      <TextInput source="logo_url" label={t`Logo address`} helperText={t`https://…`} fullWidth />
      <TextInput source="tagline" label={t`Tagline`} fullWidth />
    </MarketplaceSettingsForm>
  )
}

/** `settings/contacts`: the support contacts the hosted sites' footer shows. */
export function MarketplaceContactsPage() {
  const { t } = useLingui()
  return (
    <MarketplaceSettingsForm
      group="contacts"
      title={t`Contacts`}
      summary={t`Support contacts shown to partners, suppliers and guests.`}
    >
      <TextInput source="email" label={t`Support email`} fullWidth />
      <TextInput source="phone" label={t`Support phone`} fullWidth />
      <TextInput source="address" label={t`Address`} multiline fullWidth />
      <TextInput
        source="contact_page_url"
        label={t`Contact page address`}
        helperText={t`https://…`}
        fullWidth
      />
    </MarketplaceSettingsForm>
  )
}
