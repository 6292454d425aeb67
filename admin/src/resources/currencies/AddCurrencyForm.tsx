import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { currencyInputSchema, type CurrencyInput, type CurrencyRecord } from '@jaunt/domain'
import { Form, SaveButton, TextInput, useCreate, useNotify, useRefresh, type HttpError } from 'react-admin'
import { zodValidate } from '../../forms/zodValidate'
import { CURRENCY_RESOURCE } from './currencyData'

const validate = zodValidate(currencyInputSchema)

/** Adds a currency by its ISO 4217 code; the server refuses one it has, on the code field. */
export function AddCurrencyForm() {
  const { t } = useLingui()
  const notify = useNotify()
  const refresh = useRefresh()
  const [create] = useCreate<CurrencyRecord>()
  const save = async (values: CurrencyInput) => {
    try {
      const added = (await create(
        CURRENCY_RESOURCE,
        { data: values },
        { returnPromise: true },
      )) as unknown as CurrencyRecord
      const { code, name } = added
      notify(t`${code} added: ${name}.`)
      refresh()
    } catch (error) {
      const { body, message } = error as HttpError
      if (body?.errors) return body.errors as Record<string, string>
      notify(message, { type: 'error' })
    }
    return undefined
  }
  return (
    <Form record={{ code: '' }} validate={validate} onSubmit={(data: object) => save(data as CurrencyInput)}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', px: 2, pt: 2 }}>
        <TextInput
          source="code"
          label={t`Currency code`}
          helperText={t`Three letters, such as ISK`}
          slotProps={{ htmlInput: { maxLength: 3 } }}
        />
        <SaveButton alwaysEnable label={t`Add currency`} sx={{ mt: 1 }} />
      </Box>
    </Form>
  )
}
