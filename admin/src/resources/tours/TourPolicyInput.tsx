import { useLingui } from '@lingui/react/macro'
import type { CancellationPolicyRecord } from '@jaunt/domain'
import { SelectInput, useGetList } from 'react-admin'

const ALL_POLICIES = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } } as const

/** The activity's cancellation policy: the marketplace's shared ones and the supplier's own. */
export function TourPolicyInput() {
  const { t } = useLingui()
  // `product-settings` is the policies' resource (/cancellation-policies) for suppliers and the admin alike.
  const policies = useGetList<CancellationPolicyRecord>('product-settings', ALL_POLICIES)
  return (
    <SelectInput
      source="cancellation_policy_id"
      label={t`Cancellation policy`}
      choices={policies.data ?? []}
      isPending={policies.isPending}
      emptyText={t`None`}
      // react-admin's empty choice is '': the API's "no policy" is null.
      parse={(value: string | number) => (value === '' ? null : value)}
      helperText={t`Guests who cancel get the refund its rules give.`}
    />
  )
}
