import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useLingui } from '@lingui/react/macro'
import { Form, NumberInput, SaveButton, TextInput, type ValidateForm } from 'react-admin'

/** A refund's amount (in the booking's currency) and reason, as an item's and a package's refund dialogs ask. */
export function RefundForm<T extends { amount: number; reason?: string }>({
  currency,
  reasonLabel,
  validate,
  onSubmit,
  onClose,
}: {
  currency: string
  reasonLabel: string
  validate: ValidateForm
  onSubmit: (input: T) => unknown
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Form record={{ reason: '' }} validate={validate} onSubmit={(data: object) => onSubmit(data as T)}>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 320 }}>
        <NumberInput source="amount" label={t`Amount (${currency})`} min={0} />
        <TextInput source="reason" label={reasonLabel} multiline />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton label={t`Refund`} alwaysEnable icon={<></>} />
          <Button onClick={onClose}>{t`Cancel`}</Button>
        </Box>
      </Box>
    </Form>
  )
}
