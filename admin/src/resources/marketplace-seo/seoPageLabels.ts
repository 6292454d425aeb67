import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SeoPageKey } from '@jaunt/domain'

/** The hosted sites' pages of the SEO tool, as the back office names them. */
export const SEO_PAGE_LABELS: Readonly<Record<SeoPageKey, MessageDescriptor>> = {
  home: msg`Home page`,
  search: msg`Search`,
  'privacy-policy': msg`Privacy policy`,
  terms: msg`Terms and conditions`,
  login: msg`Log in`,
}
