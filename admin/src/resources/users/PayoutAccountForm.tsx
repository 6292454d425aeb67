import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '@jaunt/i18n'
import { payoutAccountInputSchema, type PayoutAccount } from '@jaunt/domain'
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext } from 'react-admin'
import { useServices } from '../../AdminServicesContext'
import { zodValidate } from '../../forms/zodValidate'
import { Section } from '../reservations/Facts'
import { PAYOUT_ACCOUNT_RESOURCE } from './payoutAccountData'

const validate = zodValidate(payoutAccountInputSchema)

function LastChange() {
  const { t } = useLingui()
  const { locale } = useServices().base
  const account = useRecordContext<PayoutAccount & { id: number }>()
  if (!account?.updated_at) return null
  const when = formatDate(account.updated_at, locale, 'long')
  const who = account.updated_by_name ?? ''
  return (
    <Typography variant="body2" color="text.secondary">
      {account.connected_with_stripe
        ? t`Connected by ${who} through Stripe on ${when}.`
        : t`Set by ${who} on ${when}.`}
    </Typography>
  )
}

/** The Stripe connected account (acct_…) the user's earnings are paid out to, set by the admin. */
export function PayoutAccountForm({ userId }: { userId: number }) {
  const { t } = useLingui()
  return (
    <Section title={t`Payout account`}>
      <Typography variant="body2" color="text.secondary">
        {t`Earnings are paid out by Stripe transfer to this connected Stripe account.`}
      </Typography>
      <Edit
        resource={PAYOUT_ACCOUNT_RESOURCE}
        id={userId}
        title={false}
        actions={false}
        component="div"
        mutationMode="pessimistic"
        redirect={false}
      >
        <SimpleForm
          validate={validate}
          toolbar={
            <Toolbar>
              <SaveButton label={t`Save payout account`} />
            </Toolbar>
          }
        >
          <TextInput
            source="stripe_account_id"
            label={t`Stripe account id`}
            helperText={t`acct_… from the owner's Stripe dashboard; empty to remove it`}
            parse={(value: string) => value.trim() || null}
            sx={{ maxWidth: 400 }}
            fullWidth
          />
          <LastChange />
        </SimpleForm>
      </Edit>
    </Section>
  )
}
