import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** The domain's guestText (`2 Adults, 1 Child`) in the element's language. */
export function useGuestText(): (counts: { adults: number; children: number }) => string {
  const { t } = useLingui()
  return useCallback(
    ({ adults, children }) => {
      const parts: string[] = []
      if (adults > 0) parts.push(t`${plural(adults, { one: '# Adult', other: '# Adults' })}`)
      if (children > 0) parts.push(t`${plural(children, { one: '# Child', other: '# Children' })}`)
      return parts.join(', ')
    },
    [t],
  )
}
