import type { SupplierConsentMappingRecord } from '@jaunt/domain'
import type { DataProvider, GetListParams } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import { atPath, postListing, type ResourceOverrides } from '../../data/overrides'

/** The data-provider resources of the supplier's consents and the products each covers. */
export const CONSENT_RESOURCE = 'supplier-consent'
export const CONSENT_MAPPING_RESOURCE = 'supplier-consent-mapping'

/**
 * Consents: the spec's POST listing, and `/package/supplier-consent/{id}` as simple-rest. Their
 * products: a POST listing per consent (`filter.supplier_consent_id`), added and removed one by one.
 */
export function supplierConsentOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): ResourceOverrides {
  const path = `${root}/package/supplier-consent`
  return {
    [CONSENT_RESOURCE]: {
      ...atPath(base, 'package/supplier-consent'),
      getList: postListing(httpClient, `${path}-listing`),
    },
    [CONSENT_MAPPING_RESOURCE]: {
      getList: (resource: string, params: GetListParams) =>
        postListing(httpClient, `${path}/mapping-listing/${Number(params.filter.supplier_consent_id)}`)(
          resource,
          { ...params, filter: {} },
        ),
      create: async (_resource, { data }) => {
        const { json } = await httpClient(`${path}/mapping`, { method: 'POST', body: JSON.stringify(data) })
        return { data: json as SupplierConsentMappingRecord }
      },
      delete: async (_resource, { id }) => {
        const { json } = await httpClient(`${path}/mapping/${encodeURIComponent(String(id))}`, {
          method: 'DELETE',
        })
        return { data: json as SupplierConsentMappingRecord }
      },
    } as Partial<DataProvider>,
  }
}
