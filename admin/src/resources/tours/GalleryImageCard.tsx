import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import DeleteIcon from '@mui/icons-material/Delete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { mediaUrl } from '@jaunt/api-client'
import { LOCALE_NAMES, thumbnailUrl, type Locale } from '@jaunt/domain'
import { TextInput, useTranslate } from 'react-admin'
import { useFormState } from 'react-hook-form'
import { useServices } from '../../AdminServicesContext'

interface Props {
  url: string
  index: number
  count: number
  locale: Locale
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

/** One picture of the gallery: its alt text in the chosen language, its place, and whether it is the cover. */
export function GalleryImageCard({ url, index, count, locale, onMove, onRemove }: Props) {
  const { t } = useLingui()
  const { apiBase } = useServices()
  const translate = useTranslate()
  // The server names a picture it refuses (`images.2.url`); no input shows the URL, so the card does.
  const { errors } = useFormState({ name: `images.${index}.url` })
  const refused = (errors.images as { url?: { message?: string } }[] | undefined)?.[index]?.url?.message
  const position = index + 1
  const isCover = index === 0
  return (
    <Box
      role="group"
      aria-label={t`Image ${position}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 1 }}
    >
      <Box
        component="img"
        src={mediaUrl(apiBase, thumbnailUrl(url, 480) ?? url)}
        alt={t`Image ${position}`}
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {isCover ? (
          <Chip size="small" color="primary" label={t`Cover`} />
        ) : (
          <Button size="small" onClick={() => onMove(index, 0)}>{t`Make cover`}</Button>
        )}
        <Box sx={{ flex: 1 }} />
        <IconButton
          size="small"
          aria-label={t`Move left`}
          disabled={isCover}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowBackIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t`Move right`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowForwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t`Remove`} onClick={() => onRemove(index)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      {refused ? (
        <Typography variant="caption" color="error" role="alert">
          {translate(refused)}
        </Typography>
      ) : null}
      <TextInput
        key={locale}
        source={`images.${index}.alt.${locale}`}
        label={t`Alt text (${LOCALE_NAMES[locale]})`}
        helperText={false}
      />
    </Box>
  )
}
