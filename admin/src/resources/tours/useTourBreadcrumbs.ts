import { useLingui } from '@lingui/react/macro'
import type { BreadcrumbItem } from '../../layout/Breadcrumbs'

/** Dashboard › Products › Activities › {here}. */
export function useTourBreadcrumbs(here: string): BreadcrumbItem[] {
  const { t } = useLingui()
  return [
    { label: t`Dashboard`, to: '/' },
    { label: t`Products` },
    { label: t`Activities`, to: '/tour' },
    { label: here },
  ]
}
