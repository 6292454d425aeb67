import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { GuestType, PriceType, tourTicketInputSchema, type TourTicketInput } from '@jaunt/domain'
import { Form, FormDataConsumer, NumberInput, SaveButton, SelectInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { useGuestTypeLabel } from './guestTypeLabel'

const validate = zodValidate(tourTicketInputSchema)

/** One ticket: guest type, price per person or per group (with its members), limits per booking. */
export function TourTicketForm({
  values,
  onSubmit,
  onCancel,
}: {
  values: Partial<TourTicketInput>
  onSubmit: (values: TourTicketInput) => Promise<Record<string, string> | undefined>
  onCancel: () => void
}) {
  const { t } = useLingui()
  const guestTypeLabel = useGuestTypeLabel()
  const guestTypes = Object.values(GuestType).map((type) => ({ id: type, name: guestTypeLabel(type) }))
  const priceTypes = [
    { id: PriceType.PerPerson, name: t`Per person` },
    { id: PriceType.PerGroup, name: t`Per group` },
  ]
  return (
    <Form record={values} validate={validate} onSubmit={(data: object) => onSubmit(data as TourTicketInput)}>
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 640 }}>
        <SelectInput source="guest_type" label={t`Guest type`} choices={guestTypes} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <NumberInput source="price" label={t`Price`} min={0} />
          <SelectInput source="price_type" label={t`Price applies`} choices={priceTypes} />
          <FormDataConsumer<TourTicketInput>>
            {({ formData }) =>
              formData.price_type === PriceType.PerGroup && (
                <NumberInput source="member_count" label={t`Members in the group`} min={1} />
              )
            }
          </FormDataConsumer>
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <NumberInput source="min_per_booking" label={t`Least per booking`} min={0} />
          <NumberInput source="max_per_booking" label={t`Most per booking`} min={1} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton alwaysEnable />
          <Button onClick={onCancel}>{t`Cancel`}</Button>
        </Box>
      </Box>
    </Form>
  )
}
