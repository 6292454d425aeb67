import type { Dictionary } from '@puckeditor/core'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** Puck's own words that a partner meets, in the back office's language. */
export function usePuckDictionary(): Dictionary {
  const { t } = useLingui()
  return useMemo(
    () => ({
      'action-duplicate': t`Duplicate`,
      'action-delete': t`Delete`,
      'action-selectparent': t`Select parent`,
      'label-page': t`Page`,
      'outline-empty': t`No items`,
      'outline-header-title': t`Outline`,
      'field-arrayitem-duplicate': t`Duplicate`,
      'field-arrayitem-delete': t`Delete`,
      'plugin-blocks': t`Blocks`,
      'plugin-outline': t`Outline`,
      'plugin-fields': t`Fields`,
      'plugin-components': t`Blocks`,
    }),
    [t],
  )
}
