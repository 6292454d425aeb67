import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { commissionSettingsSchema } from '@jaunt/domain'
import { Edit, NumberInput, SimpleForm } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { COMMISSION_SETTINGS_RESOURCE } from './commissionData'
import { SaveOnlyToolbar } from '../service-categories/SaveOnlyToolbar'

const validate = zodValidate(commissionSettingsSchema)

/** The marketplace's default commission, one record edited in place at the top of the page. */
export function DefaultCommissionForm() {
  const { t } = useLingui()
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{t`Default commission`}</Typography>
        <Edit
          resource={COMMISSION_SETTINGS_RESOURCE}
          id="default"
          title={false}
          mutationMode="pessimistic"
          redirect={false}
          actions={false}
          sx={{ '& .RaEdit-card': { boxShadow: 'none' } }}
        >
          <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
            <NumberInput
              source="default_percent"
              label={t`Default commission %`}
              min={0}
              max={100}
              step={0.01}
              helperText={t`What the marketplace keeps of a booking when none of the product's categories sets a commission. Applies to bookings from now on.`}
              sx={{ maxWidth: 500 }}
            />
          </SimpleForm>
        </Edit>
      </CardContent>
    </Card>
  )
}
