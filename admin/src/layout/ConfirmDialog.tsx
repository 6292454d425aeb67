import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Trans } from '@lingui/react/macro'
import { CONFIRM_DIALOG_WIDTH } from '@jaunt/domain'
import type { ReactNode } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  description?: ReactNode
  /** Defaults to "Cancel" and "Confirm". */
  cancelLabel?: ReactNode
  confirmLabel?: ReactNode
  /** The spec's default width is 290. */
  width?: number
  loading?: boolean
  onCancel(): void
  onConfirm(): void
}

/** The shared confirmation dialog (spec part 1 §2): title, description, cancel and confirm labels. */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  width = CONFIRM_DIALOG_WIDTH,
  loading = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: { width, maxWidth: '100%' } } }}
    >
      <DialogTitle id="confirm-dialog-title" sx={{ fontSize: 18 }}>
        {title}
      </DialogTitle>
      {description && (
        <DialogContent>
          <DialogContentText>{description}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={loading} color="inherit">
          {cancelLabel ?? <Trans>Cancel</Trans>}
        </Button>
        <Button onClick={onConfirm} disabled={loading} variant="contained" autoFocus>
          {confirmLabel ?? <Trans>Confirm</Trans>}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
