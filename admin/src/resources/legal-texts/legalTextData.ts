import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The admin's pages whose records are legal texts; `text/terms-of-use` lists one kind of them. */
export const LEGAL_TEXT_RESOURCE = 'legal-text'
export const TERMS_OF_USE_RESOURCE = 'text/terms-of-use'

/** Both pages live at `/user/terms-and-condition`, simple-rest as it is. */
export function legalTextOverrides(base: DataProvider): ResourceOverrides {
  const at = atPath(base, 'user/terms-and-condition')
  return { [LEGAL_TEXT_RESOURCE]: at, [TERMS_OF_USE_RESOURCE]: at }
}
