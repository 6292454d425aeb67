import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import DeleteIcon from '@mui/icons-material/Delete'
import { useLingui } from '@lingui/react/macro'
import {
  hotelRoomTypeInputSchema,
  LOCALE_NAMES,
  LOCALES,
  type HotelRoomTypeInput,
  type TourImage,
} from '@jaunt/domain'
import { useFieldArray } from 'react-hook-form'
import { Form, NumberInput, SaveButton, TextInput } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { GalleryUpload } from '../tours/GalleryUpload'

const validate = zodValidate(hotelRoomTypeInputSchema)

function RoomImages() {
  const { t } = useLingui()
  const { fields, append, remove } = useFieldArray<{ images: TourImage[] }>({ name: 'images' })
  return (
    <Box>
      <GalleryUpload onUploaded={(upload) => append({ url: upload.url, alt: {} })} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {fields.map((field, index) => (
          <Box key={field.id} sx={{ position: 'relative' }}>
            <img src={field.url} alt="" width={120} height={80} style={{ objectFit: 'cover' }} />
            <IconButton
              size="small"
              aria-label={t`Remove image ${index + 1}`}
              onClick={() => remove(index)}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/** One room type: its name per language, who sleeps in it, and its pictures. */
export function RoomTypeForm({
  values,
  onSubmit,
  onCancel,
}: {
  values: Partial<HotelRoomTypeInput>
  onSubmit: (values: HotelRoomTypeInput) => Promise<Record<string, string> | undefined>
  onCancel: () => void
}) {
  const { t } = useLingui()
  return (
    <Form
      record={values}
      validate={validate}
      onSubmit={(data: object) => onSubmit(data as HotelRoomTypeInput)}
    >
      <Box sx={{ display: 'grid', gap: 1, p: 2, maxWidth: 720 }}>
        <TextInput source="title.en" label={t`Room type name`} />
        <TextInput source="description.en" label={t`Description`} multiline />
        <details>
          <summary>{t`Name and description in other languages`}</summary>
          {LOCALES.filter((code) => code !== 'en').map((code) => (
            <Box key={code} sx={{ display: 'flex', gap: 2 }} lang={code}>
              <TextInput source={`title.${code}`} label={LOCALE_NAMES[code]} />
              <TextInput source={`description.${code}`} label={t`Description`} />
            </Box>
          ))}
        </details>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput source="max_adults" label={t`Max adults`} min={1} />
          <NumberInput source="max_children" label={t`Max children`} min={0} />
          <NumberInput source="max_occupancy" label={t`Max occupancy`} min={1} />
        </Box>
        <RoomImages />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton alwaysEnable />
          <Button onClick={onCancel}>{t`Cancel`}</Button>
        </Box>
      </Box>
    </Form>
  )
}
