import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale, type TourImage } from '@jaunt/domain'
import { useState } from 'react'
import { useFieldArray, useFormState } from 'react-hook-form'
import { useTranslate } from 'react-admin'
import { GalleryImageCard } from './GalleryImageCard'
import { GalleryUpload } from './GalleryUpload'

/**
 * The activity's pictures, cover first: the widget's cards and the product page open with the cover.
 * Uploads are added at the end; an activity goes on sale only with at least one picture.
 */
export function GalleryTab() {
  const { t } = useLingui()
  const translate = useTranslate()
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE)
  const { fields, append, move, remove } = useFieldArray<{ images: TourImage[] }>({ name: 'images' })
  const { errors } = useFormState({ name: 'images' })
  const imagesError = errors.images as { message?: string; root?: { message?: string } } | undefined
  const problem = imagesError?.message ?? imagesError?.root?.message
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t`The first image is the cover: the widget's cards and the product page show it first.`}
      </Typography>
      <GalleryUpload onUploaded={(upload) => append({ url: upload.url, alt: {} })} />
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(problem)}
        </Alert>
      ) : null}
      {fields.length === 0 ? (
        <Alert severity="warning">{t`Add at least one image: without one, this product cannot be set Active.`}</Alert>
      ) : (
        <>
          <Tabs
            value={locale}
            onChange={(_event, value: Locale) => setLocale(value)}
            variant="scrollable"
            aria-label={t`Alt text language`}
            sx={{ mb: 2 }}
          >
            {LOCALES.map((code) => (
              <Tab key={code} value={code} label={LOCALE_NAMES[code]} lang={code} />
            ))}
          </Tabs>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {fields.map((field, index) => (
              <GalleryImageCard
                key={field.id}
                url={field.url}
                index={index}
                count={fields.length}
                locale={locale}
                onMove={move}
                onRemove={remove}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  )
}
