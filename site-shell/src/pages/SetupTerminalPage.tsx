import type { Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { NoticePage } from './NoticePage'

/** Until the terminal issue: where terminal mode is set up instead. */
export function SetupTerminalPage({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  return (
    <NoticePage title={t`Terminal mode`}>
      <p>{t`Terminal mode is set up from the back office, under Terminal Settings.`}</p>
      <p>
        <a href={`/${lang}/npanel/login`}>{t`Log in`}</a>
      </p>
    </NoticePage>
  )
}
