import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { destinationBoxInputSchema, MAX_DESTINATION_ITEMS, type DestinationItem } from '@jaunt/domain'
import {
  ArrayInput,
  AutocompleteInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetList,
} from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { zodValidate } from '../../forms/zodValidate'
import { GalleryUpload } from '../tours/GalleryUpload'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'

const validate = zodValidate(destinationBoxInputSchema)

/** The slider's products as the server wants them: ids in the order of the rows. */
export const toBoxInput = (values: { items?: { id?: number | null }[] }) => ({
  ...values,
  service_ids: (values.items ?? []).flatMap((item) => (item.id ? [item.id] : [])),
})

/** A destination box: slug, name per language, picture, and the products of its slider in order. */
export function DestinationBoxForm() {
  const { t } = useLingui()
  const { data: products, isPending } = useGetList<DestinationItem>('destination-product', {
    pagination: { page: 1, perPage: 5000 },
    sort: { field: 'name', order: 'ASC' },
  })
  return (
    <SimpleForm validate={validate}>
      <TextInput
        source="slug"
        label={t`Slug`}
        helperText={t`A short name for links: lower-case letters, digits and -`}
        sx={{ maxWidth: 400 }}
      />
      <LocaleTabs field="name">
        {(locale) => (
          <TextInput
            source={`name.${locale}`}
            label={t`Name`}
            helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
            fullWidth
          />
        )}
      </LocaleTabs>
      <BoxPicture />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {t`Products in the slider`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Up to ${MAX_DESTINATION_ITEMS}, shown in this order. Suppliers add their activities from the activity's settings.`}
      </Typography>
      <ArrayInput source="items" label={false}>
        <SimpleFormIterator inline disableClear>
          <AutocompleteInput
            source="id"
            label={t`Product`}
            choices={products ?? []}
            isPending={isPending}
            optionText={(product: DestinationItem) => `${product.name} (${product.product_code})`}
            sx={{ minWidth: 360 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  )
}

/** The box's picture: uploaded like an activity's, shown as it will be, removable. */
function BoxPicture() {
  const { t } = useLingui()
  const { setValue } = useFormContext()
  const url = useWatch({ name: 'image_url' }) as string | null | undefined
  const set = (value: string | null) => setValue('image_url', value, { shouldDirty: true })
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Typography variant="subtitle1" component="h2">
        {t`Picture`}
      </Typography>
      {url ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 1 }}>
          <img src={url} alt={t`The destination's picture`} style={{ width: 240, borderRadius: 8 }} />
          <Button onClick={() => set(null)}>{t`Remove picture`}</Button>
        </Box>
      ) : (
        <GalleryUpload onUploaded={(upload) => set(upload.url)} />
      )}
    </Box>
  )
}
