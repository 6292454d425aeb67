import { useLingui } from '@lingui/react/macro'
import { PRODUCT_INPUT_SCHEMAS, type AdminProductKind } from '@jaunt/domain'
import { SaveButton, TabbedForm, Toolbar } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { BasicDetailsTab } from '../tours/BasicDetailsTab'
import { VitalDetailsTab } from '../tours/VitalDetailsTab'
import { AttractionFields } from './AttractionFields'
import { PRODUCT_KINDS } from './productKinds'
import { RentalFields } from './RentalFields'
import { RestaurantFields } from './RestaurantFields'
import { SupplierInput } from './SupplierInput'

const VALIDATE = {
  rental: zodValidate(PRODUCT_INPUT_SCHEMAS.rental),
  restaurant: zodValidate(PRODUCT_INPUT_SCHEMAS.restaurant),
  attraction: zodValidate(PRODUCT_INPUT_SCHEMAS.attraction),
}

const OWN_FIELDS = { rental: RentalFields, restaurant: RestaurantFields, attraction: AttractionFields }

/** The supplier and an activity's first tabs, then the kind's own fields, checked by the route's schema. */
export function ProductForm({ kind }: { kind: AdminProductKind }) {
  const { t, i18n } = useLingui()
  const OwnFields = OWN_FIELDS[kind]
  return (
    // Save only: products are retired by status, not deleted, so bookings keep them.
    <TabbedForm
      validate={VALIDATE[kind]}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TabbedForm.Tab label={t`Vital details`}>
        <SupplierInput />
        <VitalDetailsTab withKind={false} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Basic details`} path="basic-details">
        <BasicDetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={i18n._(PRODUCT_KINDS[kind].detailsTab)} path="details">
        <OwnFields />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}
