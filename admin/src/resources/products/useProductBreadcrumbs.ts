import { useLingui } from '@lingui/react/macro'
import type { AdminProductKind } from '@jaunt/domain'
import type { BreadcrumbItem } from '../../layout/Breadcrumbs'
import { PRODUCT_KINDS } from './productKinds'

/** Dashboard › Products › Rentals › {here}. */
export function useProductBreadcrumbs(kind: AdminProductKind, here: string): BreadcrumbItem[] {
  const { t, i18n } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Products` },
    { label: i18n._(PRODUCT_KINDS[kind].title), to: `/${kind}` },
    { label: here },
  ]
}
