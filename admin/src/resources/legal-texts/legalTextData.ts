import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The admin's pages whose records are legal texts; the `text/*` pages list one kind of them each. */
export const LEGAL_TEXT_RESOURCE = 'legal-text'
export const TERMS_OF_USE_RESOURCE = 'text/terms-of-use'
export const PRIVACY_POLICY_RESOURCE = 'text/policy-privacy'
export const PARTNER_TERMS_RESOURCE = 'text/terms-and-conditions'

/** Every legal-text page lives at `/user/terms-and-condition`, simple-rest as it is. */
export function legalTextOverrides(base: DataProvider): ResourceOverrides {
  const at = atPath(base, 'user/terms-and-condition')
  return {
    [LEGAL_TEXT_RESOURCE]: at,
    [TERMS_OF_USE_RESOURCE]: at,
    [PRIVACY_POLICY_RESOURCE]: at,
    [PARTNER_TERMS_RESOURCE]: at,
  }
}
