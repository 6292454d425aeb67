import type { GuestType } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** The spec's guest types in the element's language. */
export function useGuestTypeLabel(): (type: GuestType | string) => string {
  const { t } = useLingui()
  return useCallback(
    (type: GuestType | string) => {
      switch (type) {
        case 'Adult':
          return t`Adult`
        case 'Child':
          return t`Child`
        case 'Infant':
          return t`Infant`
        case 'Senior':
          return t`Senior`
        case 'Youth':
          return t`Youth`
        case 'Student':
          return t`Student`
        case 'Military':
          return t`Military`
        case 'Group':
          return t`Group`
        case 'Person':
          return t`Person`
        case 'Family':
          return t`Family`
        case 'Transfer':
          return t`Transfer`
        case 'Traveller':
          return t`Traveller`
        case 'Room':
          return t`Room`
        default:
          return type
      }
    },
    [t],
  )
}
