import { useLingui } from '@lingui/react/macro'
import { supplierConsentInputSchema } from '@jaunt/domain'
import { BooleanInput, DateInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'

const validate = zodValidate(supplierConsentInputSchema)

/** A consent: its name, whether it covers all the supplier's products, its days and terms. */
export function ConsentForm() {
  const { t } = useLingui()
  return (
    // Deleting is the page header's button, which returns to the product settings.
    <SimpleForm
      validate={validate}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="name" label={t`Name`} sx={{ maxWidth: 400 }} />
      <BooleanInput
        source="all_services"
        label={t`All my products`}
        helperText={t`Otherwise only the products you add to it below.`}
      />
      <DateInput
        source="valid_from"
        label={t`Valid from`}
        helperText={t`Empty: from today`}
        sx={{ maxWidth: 300 }}
      />
      <DateInput
        source="valid_to"
        label={t`Valid until`}
        helperText={t`Empty: with no end`}
        sx={{ maxWidth: 300 }}
      />
      <TextInput source="terms" label={t`Terms for partners`} multiline minRows={3} sx={{ maxWidth: 600 }} />
    </SimpleForm>
  )
}
