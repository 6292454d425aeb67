import { useLingui } from '@lingui/react/macro'
import { hotelInputSchema } from '@jaunt/domain'
import { SaveButton, TabbedForm, Toolbar } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { GalleryTab } from '../tours/GalleryTab'
import { HotelDetailsTab } from './HotelDetailsTab'
import { HotelFeaturesTab } from './HotelFeaturesTab'
import { HotelPoliciesTab } from './HotelPoliciesTab'
import { HotelTextsTab } from './HotelTextsTab'

const validate = zodValidate(hotelInputSchema)

/** The hotel's tabs, checked by the route's schema; room types and rate plans have their own pages. */
export function HotelForm() {
  const { t } = useLingui()
  return (
    <TabbedForm
      validate={validate}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TabbedForm.Tab label={t`Property details`}>
        <HotelDetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Texts`} path="texts">
        <HotelTextsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Features`} path="features">
        <HotelFeaturesTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Images`} path="images">
        <GalleryTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Policies`} path="policies">
        <HotelPoliciesTab />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}
