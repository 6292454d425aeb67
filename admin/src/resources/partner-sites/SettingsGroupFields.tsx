import { useLingui } from '@lingui/react/macro'
import {
  HeaderType,
  MERCHANT_OF_RECORD_TYPES,
  PaymentMethod,
  ServiceType,
  type SiteSettingGroup,
} from '@jaunt/domain'
import type { ReactElement } from 'react'
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin'
import { SERVICE_TYPE_LABELS } from '../site-catalogue/serviceTypeLabel'
import { FooterColumnsInput } from './FooterColumnsInput'

function RedirectionFields() {
  const { t, i18n } = useLingui()
  return (
    <>
      <BooleanInput source="is_redirect_search_page" label={t`Send guests from the home page to search`} />
      <SelectInput
        source="redirect_to_service"
        label={t`Search for`}
        emptyText={t`Everything`}
        choices={Object.values(ServiceType).map((type) => ({
          id: type,
          name: i18n._(SERVICE_TYPE_LABELS[type]),
        }))}
      />
    </>
  )
}

function ScriptFields() {
  const { t } = useLingui()
  const hint = t`Analytics and pixel tags; they run only on this site's own pages, never where the widget is embedded.`
  return (
    <>
      <TextInput
        source="head_scripts"
        label={t`Scripts in the head`}
        multiline
        minRows={4}
        helperText={hint}
      />
      <TextInput source="footer_scripts" label={t`Scripts at the end of the page`} multiline minRows={4} />
    </>
  )
}

function HeaderFields() {
  const { t } = useLingui()
  return (
    <>
      <SelectInput
        source="header_type"
        label={t`Header`}
        choices={[
          { id: HeaderType.Fixed, name: t`Fixed` },
          { id: HeaderType.ScrolledFixed, name: t`Fixed after scrolling` },
        ]}
      />
      <TextInput source="black_logo" label={t`Dark logo address`} />
      <TextInput source="white_logo" label={t`Light logo address`} />
      <BooleanInput source="disable_cart" label={t`Hide the cart`} />
      <BooleanInput source="disable_language_dropdown" label={t`Hide the language menu`} />
    </>
  )
}

function FooterFields() {
  const { t } = useLingui()
  return (
    <>
      <BooleanInput source="use_goto_hub_privacy" label={t`Link the marketplace's privacy policy`} />
      <TextInput source="footer_background_color" label={t`Background colour`} />
      <TextInput source="footer_font_color" label={t`Text colour`} />
      <FooterColumnsInput />
    </>
  )
}

function BookingFlowFields() {
  const { t } = useLingui()
  return <BooleanInput source="process_single_cart_item" label={t`Book one item at a time (no cart)`} />
}

function MerchantFields() {
  const { t } = useLingui()
  const methods: Record<PaymentMethod, string> = {
    [PaymentMethod.NoPayment]: t`No payment on the site`,
    [PaymentMethod.Marketplace]: t`Paid to the marketplace`,
    [PaymentMethod.Card]: t`Card`,
    [PaymentMethod.Project]: t`Project invoice`,
    [PaymentMethod.Terminal]: t`Card reader`,
  }
  const types: Record<(typeof MERCHANT_OF_RECORD_TYPES)[number], string> = {
    marketplace: t`The marketplace`,
    partner: t`My company`,
  }
  return (
    <>
      <SelectInput
        source="type"
        label={t`Merchant of record`}
        choices={MERCHANT_OF_RECORD_TYPES.map((type) => ({ id: type, name: types[type] }))}
      />
      <CheckboxGroupInput
        source="payment_method"
        label={t`Payment methods`}
        choices={Object.values(PaymentMethod).map((method) => ({ id: method, name: methods[method] }))}
      />
    </>
  )
}

function AllowedOriginsFields() {
  const { t } = useLingui()
  return (
    <ArrayInput
      source="allowed_origins"
      label={t`Your own pages that may embed the booking widget`}
      helperText={t`One origin each, such as https://www.example.com`}
    >
      <SimpleFormIterator inline disableReordering resource="site-setting">
        <TextInput source="" label={t`Origin`} />
      </SimpleFormIterator>
    </ArrayInput>
  )
}

/** The groups on the site settings page's tabs: the theme has its own page, with a live preview. */
export type SiteSettingsTab = Exclude<SiteSettingGroup, 'theme'>

/** The inputs of each settings group, named by the API's field paths. */
export const GROUP_FIELDS: Record<SiteSettingsTab, () => ReactElement> = {
  'booking-flow': BookingFlowFields,
  header: HeaderFields,
  footer: FooterFields,
  redirection: RedirectionFields,
  script: ScriptFields,
  'merchant-of-record': MerchantFields,
  'allowed-origins': AllowedOriginsFields,
}
