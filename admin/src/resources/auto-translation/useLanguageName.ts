import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** A language's name in the back office's language: "German", "Tysk", "Allemand". */
export function useLanguageName() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'language' })
    return (code: string) => names.of(code) ?? code
  }, [i18n.locale])
}
