import UploadIcon from '@mui/icons-material/CloudUpload'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES, type Upload } from '@jaunt/domain'
import { useState, type DragEvent } from 'react'
import { useCreate, useTranslate, type HttpError } from 'react-admin'

/** Pictures chosen or dropped here are uploaded one by one; each refusal is shown with its file's name. */
export function GalleryUpload({ onUploaded }: { onUploaded: (upload: Upload) => void }) {
  const { t } = useLingui()
  const translate = useTranslate()
  const [create] = useCreate()
  const [busy, setBusy] = useState(false)
  const [refusals, setRefusals] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)

  const refusalOf = (file: File, error: unknown) => {
    const { body, message } = error as HttpError
    const field = (body as { errors?: Record<string, string> } | undefined)?.errors?.file
    return `${file.name}: ${translate(field ?? message)}`
  }
  const upload = async (files: File[]) => {
    if (files.length === 0) return
    setBusy(true)
    setRefusals([])
    const failed: string[] = []
    for (const file of files) {
      // The server answers 413 too, but a browser may see the connection close before reading it.
      if (file.size > UPLOAD_MAX_BYTES) {
        failed.push(`${file.name}: ${translate(MESSAGES.fileTooLarge)}`)
        continue
      }
      try {
        onUploaded((await create('file', { data: { file } }, { returnPromise: true })) as unknown as Upload)
      } catch (error) {
        failed.push(refusalOf(file, error))
      }
    }
    setRefusals(failed)
    setBusy(false)
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void upload([...event.dataTransfer.files])
  }

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 1,
        justifyItems: 'start',
      }}
    >
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
        {busy ? t`Uploading…` : t`Upload images`}
        <input
          hidden
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-label={t`Upload images`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            void upload(files)
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t`Or drop pictures here: JPEG, PNG, WebP, AVIF or GIF, at most ${UPLOAD_MAX_MEGABYTES} MB each.`}
      </Typography>
      {refusals.map((refusal) => (
        <Alert key={refusal} severity="error" sx={{ width: '100%' }}>
          {refusal}
        </Alert>
      ))}
    </Box>
  )
}
