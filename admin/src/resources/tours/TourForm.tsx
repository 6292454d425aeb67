import { useLingui } from '@lingui/react/macro'
import { tourInputSchema, TourSettingTab } from '@jaunt/domain'
import { SaveButton, TabbedForm, Toolbar } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { BasicDetailsTab } from './BasicDetailsTab'
import { GalleryTab } from './GalleryTab'
import { VitalDetailsTab } from './VitalDetailsTab'

const validate = zodValidate(tourInputSchema)

/** The activity's first settings tabs (spec: vital details, basic details), checked by the route's schema. */
export function TourForm() {
  const { t } = useLingui()
  return (
    // Save only: activities are retired by status (Inactive, Hide), not deleted, so bookings keep them.
    <TabbedForm
      validate={validate}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TabbedForm.Tab label={t`Vital details`}>
        <VitalDetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Basic details`} path="basic-details">
        <BasicDetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Gallery and widget`} path={TourSettingTab.GalleryAndWidget}>
        <GalleryTab />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}
