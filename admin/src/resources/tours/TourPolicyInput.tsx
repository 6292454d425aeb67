import { useLingui } from '@lingui/react/macro'
import { useApi } from '@jaunt/api-client/react'
import { UserRole } from '@jaunt/domain'
import { useWatch } from 'react-hook-form'
import { SelectInput } from 'react-admin'
import { useUser } from '../../access/useCurrentUser'
import { policyChoices } from './policyChoicesData'

/**
 * A product's cancellation policy: the marketplace's shared ones and its supplier's own. An admin's
 * choice follows the supplier chosen on the form (or the product's owner).
 */
export function TourPolicyInput() {
  const { t } = useLingui()
  const isAdmin = useUser().role_id.includes(UserRole.Admin)
  const supplierId = useWatch({ name: 'supplier_user_id' }) as number | undefined
  const waiting = isAdmin && !supplierId
  const policies = useApi(
    waiting ? null : (['policy-choices', isAdmin ? supplierId : 'own'] as const),
    (client) => policyChoices(client, isAdmin ? supplierId : undefined),
  )
  return (
    <SelectInput
      source="cancellation_policy_id"
      label={t`Cancellation policy`}
      choices={policies.data ?? []}
      isPending={!waiting && policies.data === undefined && !policies.error}
      emptyText={t`None`}
      // react-admin's empty choice is '': the API's "no policy" is null.
      parse={(value: string | number) => (value === '' ? null : value)}
      helperText={
        waiting ? t`Choose the supplier first.` : t`Guests who cancel get the refund its rules give.`
      }
    />
  )
}
