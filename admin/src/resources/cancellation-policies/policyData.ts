import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/**
 * The admin's page (`user/cancellation-policy`) keeps the shared policies, the supplier's
 * (`product-settings`) their own; both are `/cancellation-policies`, simple-rest as it is.
 */
export const POLICY_RESOURCES = ['user/cancellation-policy', 'product-settings'] as const

export const cancellationPolicyOverrides = (base: DataProvider): ResourceOverrides =>
  Object.fromEntries(POLICY_RESOURCES.map((resource) => [resource, atPath(base, 'cancellation-policies')]))
