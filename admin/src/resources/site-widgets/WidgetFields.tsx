import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import {
  LOCALES,
  SERVICE_TYPE_NAMES,
  SITE_WIDGET_ELEMENTS,
  serviceTypeFromName,
  type SiteWidgetElement,
} from '@jaunt/domain'
import { RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { ELEMENT_LABELS } from './elementLabels'
import { ProductPicker } from './ProductPicker'

/** The widget's form: what it shows, its element's own options, and the embed's analytics. */
export function WidgetFields({ siteId }: { siteId: number }) {
  const { t, i18n } = useLingui()
  const element = useWatch({ name: 'element' }) as SiteWidgetElement
  const languages = new Intl.DisplayNames([i18n.locale], { type: 'language' })
  return (
    <>
      <TextInput source="name" label={t`Widget name`} helperText={t`For you only; guests do not see it.`} />
      <RadioButtonGroupInput
        source="element"
        label={t`What the widget shows`}
        choices={SITE_WIDGET_ELEMENTS.map((id) => ({ id, name: i18n._(ELEMENT_LABELS[id].name) }))}
        translateChoice={false}
        helperText={element ? i18n._(ELEMENT_LABELS[element].hint) : false}
      />
      {element === 'product' && (
        <>
          <ProductPicker siteId={siteId} />
          <SelectInput
            source="mode"
            label={t`Shown as`}
            choices={[
              { id: 'card', name: t`A card that opens the booking` },
              { id: 'inline', name: t`The booking in the page` },
            ]}
            translateChoice={false}
          />
        </>
      )}
      {element === 'search' && (
        <>
          <SelectInput
            source="service_type"
            label={t`Kind of product`}
            emptyText={t`Every kind`}
            choices={SERVICE_TYPE_NAMES.map((id) => ({
              id,
              name: i18n._(SERVICE_TYPE_LABELS[serviceTypeFromName(id)!]),
            }))}
            translateChoice={false}
          />
          <TextInput source="search" label={t`Words searched at first`} />
        </>
      )}
      {element === 'chatbot' && (
        <SelectInput
          source="placement"
          label={t`Placement`}
          choices={[
            { id: 'corner', name: t`A button in the corner` },
            { id: 'inline', name: t`In the page` },
          ]}
          translateChoice={false}
        />
      )}
      <SelectInput
        source="lang"
        label={t`Language`}
        emptyText={t`The page's language`}
        choices={LOCALES.map((id) => ({ id, name: languages.of(id) ?? id }))}
        translateChoice={false}
      />
      <TextInput
        source="currency"
        label={t`Currency`}
        helperText={t`Three letters, such as EUR; empty: each product's own.`}
      />
      <Typography variant="subtitle1" sx={{ mt: 2 }}>{t`Analytics`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t`The widget reports views, carts and bookings to your page's Google Analytics 4 and Meta pixel. Give their ids to have their tags in the code below.`}
      </Typography>
      <TextInput source="ga4_measurement_id" label={t`GA4 measurement id`} helperText="G-XXXXXXXXXX" />
      <TextInput source="meta_pixel_id" label={t`Meta pixel id`} />
      <RadioButtonGroupInput
        source="consent"
        label={t`Consent`}
        choices={[
          { id: 'page', name: t`My page's consent tool decides` },
          { id: 'pending', name: t`Wait until my page calls Jaunt.updateConsent` },
        ]}
        translateChoice={false}
      />
    </>
  )
}
