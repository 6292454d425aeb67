import { dataOf, type HttpClient } from '@jaunt/api-client'
import { policyListingPageSchema, type CancellationPolicyRecord } from '@jaunt/domain'

// More than any supplier keeps: the choice is one list.
const PER_PAGE = 100

/**
 * The policies a product may take: the shared ones and its supplier's own. An admin names the supplier
 * (`supplierId`); a supplier gets their own without naming themselves.
 */
export async function policyChoices(
  client: HttpClient,
  supplierId?: number,
): Promise<CancellationPolicyRecord[]> {
  if (!client.api) throw new Error("The policy choice needs the admin session's client")
  const body = { page: 1, per_page: PER_PAGE, ...(supplierId ? { supplier_id: supplierId } : {}) }
  const page = await dataOf(client.api.POST('/core/v1/cancellation-policies-listing', { body }))
  return policyListingPageSchema.parse(page).data
}
