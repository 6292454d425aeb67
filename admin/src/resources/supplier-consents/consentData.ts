import type { ApiClient } from '@jaunt/api-client'
import {
  supplierConsentListingSchema,
  supplierConsentMappingListingSchema,
  type SupplierConsentMappingValues,
} from '@jaunt/domain'
import type { DataProvider, GetListParams } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import { atPath, postListing, type ResourceOverrides } from '../../data/overrides'

/** The data-provider resources of the supplier's consents and the products each covers. */
export const CONSENT_RESOURCE = 'supplier-consent'
export const CONSENT_MAPPING_RESOURCE = 'supplier-consent-mapping'

/**
 * Consents: the spec's POST listing, and `/package/supplier-consent/{id}` as simple-rest. Their
 * products: a POST listing per consent (`filter.supplier_consent_id`), added and removed one by one.
 */
export function supplierConsentOverrides(base: DataProvider, api: ApiClient): ResourceOverrides {
  return {
    [CONSENT_RESOURCE]: {
      ...atPath(base, 'package/supplier-consent'),
      getList: postListing(supplierConsentListingSchema, (body, signal) =>
        api.POST('/core/v1/package/supplier-consent-listing', { body, signal }),
      ),
    },
    [CONSENT_MAPPING_RESOURCE]: {
      getList: (resource: string, params: GetListParams) =>
        postListing(supplierConsentMappingListingSchema, (body, signal) =>
          api.POST('/core/v1/package/supplier-consent/mapping-listing/{id}', {
            params: { path: { id: Number(params.filter.supplier_consent_id) } },
            body,
            signal,
          }),
        )(resource, { ...params, filter: {} }),
      create: async (_resource, { data }) => ({
        data: await answerOf(
          api.POST('/core/v1/package/supplier-consent/mapping', {
            body: data as SupplierConsentMappingValues,
          }),
        ),
      }),
      delete: async (_resource, { id }) => ({
        data: await answerOf(
          api.DELETE('/core/v1/package/supplier-consent/mapping/{id}', {
            params: { path: { id: Number(id) } },
          }),
        ),
      }),
    } as Partial<DataProvider>,
  }
}
