import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LegalTextKindCode } from '@jaunt/domain'

export const LEGAL_TEXT_KIND_LABELS: Record<LegalTextKindCode, MessageDescriptor> = {
  'terms-and-conditions': msg`Terms for partners and suppliers`,
  'terms-of-use': msg`Guests' terms`,
  'privacy-policy': msg`Privacy policy`,
}
