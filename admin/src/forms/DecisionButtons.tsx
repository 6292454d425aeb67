import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { siteRejectionSchema } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useRefresh, useTranslate, useUpdate, type HttpError, type RaRecord } from 'react-admin'

export interface DecisionButtonsProps {
  /** The resource whose `update` takes `meta.call` "approve" or "reject" (with `{ reason }`). */
  resource: string
  record: RaRecord
  rejectTitle: string
  approvedNotice: string
  rejectedNotice: string
  /** Fields other than the reason whose errors the server may answer with, shown as a notice. */
  noticeFields?: string[]
}

/** Approve a waiting request, or reject it with a reason the partner is mailed. */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { resource, record, rejectTitle, approvedNotice, rejectedNotice, noticeFields = [] } = props
  const { t } = useLingui()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [update, { isPending }] = useUpdate()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)

  const decide = async (call: 'approve' | 'reject') => {
    try {
      await update(
        resource,
        { id: record.id, data: call === 'reject' ? { reason } : {}, previousData: record, meta: { call } },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )
    } catch (error) {
      const errors = (error as HttpError).body?.errors as Record<string, string> | undefined
      const other = noticeFields.map((field) => errors?.[field]).find(Boolean)
      if (errors?.reason) setReasonError(translate(errors.reason))
      else notify(other ? translate(other) : (error as HttpError).message, { type: 'error' })
      return
    }
    setRejecting(false)
    notify(call === 'approve' ? approvedNotice : rejectedNotice)
    refresh()
  }

  const reject = () => {
    const checked = siteRejectionSchema.safeParse({ reason })
    if (!checked.success) return setReasonError(translate(checked.error.issues[0]!.message))
    void decide('reject')
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" disabled={isPending} onClick={() => void decide('approve')}>
        <Trans>Approve</Trans>
      </Button>
      <Button size="small" color="error" disabled={isPending} onClick={() => setRejecting(true)}>
        <Trans>Reject</Trans>
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth>
        <DialogTitle>{rejectTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t`Reason, sent to the partner`}
            value={reason}
            error={reasonError !== null}
            helperText={reasonError ?? ' '}
            onChange={(event) => {
              setReason(event.target.value)
              setReasonError(null)
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="error" variant="contained" disabled={isPending} onClick={reject}>
            <Trans>Reject</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
