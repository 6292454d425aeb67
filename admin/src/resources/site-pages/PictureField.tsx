import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { GalleryUpload } from '../tours/GalleryUpload'

/** A block's picture: uploaded (or dropped) like an activity's, or given by address; shown, removable. */
export function PictureField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (url: string) => void
}) {
  const { t } = useLingui()
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {value ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <img
            src={value}
            alt=""
            style={{ width: 120, aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 6 }}
          />
          <Button size="small" onClick={() => onChange('')}>{t`Remove picture`}</Button>
        </Box>
      ) : (
        <GalleryUpload onUploaded={(upload) => onChange(upload.url)} />
      )}
      <TextField
        size="small"
        label={t`Picture address`}
        helperText={t`Or paste an https:// address.`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  )
}
