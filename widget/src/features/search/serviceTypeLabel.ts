import type { ServiceType } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** The service types as guests read them, in the element's language. */
export function useServiceTypeLabel(): (serviceType: ServiceType | number) => string {
  const { t } = useLingui()
  return useCallback(
    (serviceType: ServiceType | number) => {
      switch (serviceType) {
        case 1:
          return t`Activities`
        case 2:
          return t`Events`
        case 3:
          return t`Hotels`
        case 4:
          return t`Attractions`
        case 5:
          return t`Restaurants`
        case 6:
          return t`Rentals`
        case 7:
          return t`Packages`
        default:
          return String(serviceType)
      }
    },
    [t],
  )
}
