import { useLingui } from '@lingui/react/macro'
import type { BreadcrumbItem } from '../../layout/Breadcrumbs'

/** Dashboard › Products › Accommodations › {here}. */
export function useHotelBreadcrumbs(...here: BreadcrumbItem[]): BreadcrumbItem[] {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Products` },
    { label: t`Accommodations`, to: '/hotel' },
    ...here,
  ]
}
