import { useLingui } from '@lingui/react/macro'
import { adminActivityCreateSchema, tourInputSchema, TourSettingTab } from '@jaunt/domain'
import { SaveButton, TabbedForm, Toolbar } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { SupplierInput } from '../products/SupplierInput'
import { BasicDetailsTab } from './BasicDetailsTab'
import { GalleryTab } from './GalleryTab'
import { SeasonalTab } from './SeasonalTab'
import { TagsAndCategoriesTab } from './TagsAndCategoriesTab'
import { TaxationTab } from './TaxationTab'
import { VitalDetailsTab } from './VitalDetailsTab'

const validate = zodValidate(tourInputSchema)
const validateWithSupplier = zodValidate(adminActivityCreateSchema)

/** The activity's settings tabs (spec: vital details, basic details, tags and categories, taxation,
 * seasonal), checked by the route's schema; the admin making one for a supplier chooses the supplier first. */
export function TourForm({ chooseSupplier = false }: { chooseSupplier?: boolean }) {
  const { t } = useLingui()
  return (
    // Save only: activities are retired by status (Inactive, Hide), not deleted, so bookings keep them.
    <TabbedForm
      validate={chooseSupplier ? validateWithSupplier : validate}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TabbedForm.Tab label={t`Vital details`}>
        {chooseSupplier && <SupplierInput />}
        <VitalDetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Basic details`} path="basic-details">
        <BasicDetailsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Gallery and widget`} path={TourSettingTab.GalleryAndWidget}>
        <GalleryTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Tags and categories`} path={TourSettingTab.TagsAndCategories}>
        <TagsAndCategoriesTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Taxation`} path={TourSettingTab.Taxation}>
        <TaxationTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t`Seasonal`} path={TourSettingTab.Seasonal}>
        <SeasonalTab />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}
