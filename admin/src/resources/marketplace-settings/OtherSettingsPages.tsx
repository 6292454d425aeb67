import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { BooleanInput, TextInput } from 'react-admin'
import { LocaleTabs } from '../tours/settings/LocaleTabs'
import { MarketplaceSettingsForm } from './MarketplaceSettingsForm'

/** `settings/analytics`: the GA4 and Meta pixel ids hosted sites load once the guest consents. */
export function MarketplaceAnalyticsPage() {
  const { t } = useLingui()
  return (
    <MarketplaceSettingsForm
      group="analytics"
      title={t`Analytics`}
      summary={t`Tracking and analytics identifiers of the marketplace.`}
    >
      <TextInput
        source="ga4_measurement_id"
        label={t`GA4 measurement id`}
        helperText={t`Loaded on hosted sites only after the guest agrees to analytics.`}
        fullWidth
      />
      <TextInput source="meta_pixel_id" label={t`Meta pixel id`} fullWidth />
    </MarketplaceSettingsForm>
  )
}

function CheckoutFeatures({ screen }: { screen: 'desktop' | 'mobile' }) {
  const { t } = useLingui()
  return (
    <>
      <Typography variant="h6" component="h2">
        {screen === 'desktop' ? t`Desktop` : t`Mobile`}
      </Typography>
      <BooleanInput source={`${screen}.show_order_summary`} label={t`Show the order summary`} />
      <BooleanInput source={`${screen}.show_hold_timer`} label={t`Show the time left to pay`} />
      <BooleanInput source={`${screen}.show_terms_notice`} label={t`Show the terms notice`} />
    </>
  )
}

/** `settings/checkout/features/desktop`: what the checkout shows on desktop and on mobile. */
export function MarketplaceCheckoutPage() {
  const { t } = useLingui()
  return (
    <MarketplaceSettingsForm
      group="checkout"
      title={t`Checkout features`}
      summary={t`What the checkout offers guests on desktop and mobile.`}
    >
      <CheckoutFeatures screen="desktop" />
      <CheckoutFeatures screen="mobile" />
    </MarketplaceSettingsForm>
  )
}

/** `settings/main-preamble`: the introduction of the marketplace's own home page, per language. */
export function MarketplacePreamblePage() {
  const { t } = useLingui()
  return (
    <MarketplaceSettingsForm
      group="main-preamble"
      title={t`Main preamble`}
      summary={t`The introduction shown at the top of the marketplace.`}
    >
      <LocaleTabs field="title">
        {(locale) => (
          <>
            <TextInput source={`title.${locale}`} label={t`Title`} fullWidth />
            <TextInput source={`text.${locale}`} label={t`Text`} multiline minRows={3} fullWidth />
          </>
        )}
      </LocaleTabs>
    </MarketplaceSettingsForm>
  )
}
