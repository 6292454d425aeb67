import type { GuestType } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** The spec's guest types in the back office's language. */
export function useGuestTypeLabel(): (type: GuestType) => string {
  const { t } = useLingui()
  return useCallback(
    (type: GuestType) => {
      const labels: Record<GuestType, string> = {
        Adult: t`Adult`,
        Child: t`Child`,
        Infant: t`Infant`,
        Senior: t`Senior`,
        Youth: t`Youth`,
        Student: t`Student`,
        Military: t`Military`,
        Group: t`Group`,
        Person: t`Person`,
        Family: t`Family`,
        Transfer: t`Transfer`,
        Traveller: t`Traveller`,
        Room: t`Room`,
      }
      return labels[type]
    },
    [t],
  )
}
