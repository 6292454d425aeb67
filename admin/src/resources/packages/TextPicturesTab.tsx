import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { packageContentSchema, type PackageRecord, type TourImage } from '@jaunt/domain'
import { useState } from 'react'
import { Form, SaveButton, TextInput, useGetList } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { LocaleTabs, isFallback } from '../tours/settings/LocaleTabs'
import { usePackageSave } from './usePackageSave'

const validate = zodValidate(packageContentSchema.pick({ texts: true }))

/** The package's texts in every language (English is the fallback) and its pictures, chosen from its services' own. */
export function TextPicturesTab({ record }: { record: PackageRecord }) {
  const { t } = useLingui()
  const { save } = usePackageSave(record, 'content')
  const [images, setImages] = useState<TourImage[]>(record.images)
  const { data: offered } = useGetList<TourImage & { id: string }>('package-service-image', {
    filter: { package_id: record.id },
  })
  const toggle = (image: TourImage, on: boolean) =>
    setImages((list) =>
      on ? [...list, { url: image.url, alt: image.alt }] : list.filter((i) => i.url !== image.url),
    )
  return (
    <Form
      record={{ texts: { ...record.texts, en: record.texts.en ?? { name: record.name } } }}
      validate={validate}
      onSubmit={(data: { texts?: object }) => save({ texts: data.texts ?? {}, images })}
    >
      <Box sx={{ display: 'grid', gap: 1, p: 2 }}>
        <LocaleTabs field="texts">
          {(locale) => (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <TextInput
                source={`texts.${locale}.name`}
                label={t`Name`}
                helperText={isFallback(locale) ? t`Required: other languages fall back to it` : false}
              />
              <TextInput
                source={`texts.${locale}.short_description`}
                label={t`Short description`}
                multiline
              />
              <TextInput
                source={`texts.${locale}.description`}
                label={t`Description`}
                multiline
                minRows={3}
              />
            </Box>
          )}
        </LocaleTabs>
        <Typography variant="subtitle2">{t`Pictures from the package's services`}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {(offered ?? []).map((image, index) => (
            <FormControlLabel
              key={image.id}
              control={
                <Checkbox
                  checked={images.some((i) => i.url === image.url)}
                  onChange={(event) => toggle(image, event.target.checked)}
                />
              }
              label={
                <Box
                  component="img"
                  src={image.url}
                  alt={image.alt.en ?? t`Picture ${index + 1}`}
                  sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1 }}
                />
              }
            />
          ))}
        </Box>
        <Box>
          <SaveButton alwaysEnable />
        </Box>
      </Box>
    </Form>
  )
}
