import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApprovalStatus, type UserAdminRow } from '@jaunt/domain'
import { useState } from 'react'
import { useNotify, useRefresh, useUpdate } from 'react-admin'
import { USER_RESOURCE } from './usersData'

/** Approve or reject a user; the server mails them the decision (and the reason, if given). */
export function UserDecisionButtons({ user }: { user: UserAdminRow }) {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [update, { isPending }] = useUpdate()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const name = user.name

  const decide = (status: ApprovalStatus) =>
    update(
      USER_RESOURCE,
      { id: user.id, data: { status, reason }, previousData: user, meta: { call: 'status' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setRejecting(false)
          notify(status === ApprovalStatus.Active ? t`User approved` : t`User rejected`, { type: 'success' })
          refresh()
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    )

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {user.status !== ApprovalStatus.Active && (
        <Button
          size="small"
          variant="contained"
          disabled={isPending}
          onClick={() => decide(ApprovalStatus.Active)}
        >
          <Trans>Approve</Trans>
        </Button>
      )}
      {user.status !== ApprovalStatus.Reject && (
        <Button size="small" color="error" disabled={isPending} onClick={() => setRejecting(true)}>
          <Trans>Reject</Trans>
        </Button>
      )}
      <Dialog
        open={rejecting}
        onClose={isPending ? undefined : () => setRejecting(false)}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>
          <Trans>Reject {name}?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Trans>They will be mailed the decision and can no longer log in.</Trans>
          </DialogContentText>
          <TextField
            label={t`Reason (optional)`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)} disabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="error" disabled={isPending} onClick={() => void decide(ApprovalStatus.Reject)}>
            <Trans>Reject</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
