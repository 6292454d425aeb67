import type { AccountPage as AccountPageKind, Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { NoticePage } from './NoticePage'

/**
 * The registration and password-link pages. Partner and supplier accounts are opened by the
 * marketplace's team for now, so these pages lead to the back office's login.
 */
export function AccountPage({ lang, page }: { lang: Locale; page: AccountPageKind }) {
  const { t } = useLingui()
  const login = <a href={`/${lang}/npanel/login`}>{t`Log in`}</a>
  switch (page) {
    case 'user-sign-up':
      return (
        <NoticePage title={t`Sell with us`}>
          <p>{t`Partner and supplier accounts are opened by the marketplace team. Already have one?`}</p>
          <p>{login}</p>
        </NoticePage>
      )
    case 'link-expired':
      return (
        <NoticePage title={t`This link has expired`}>
          <p>{t`Links in our emails work for a limited time. Log in, or ask us for a new link.`}</p>
          <p>{login}</p>
        </NoticePage>
      )
    case 'set-password':
      return (
        <NoticePage title={t`Set your password`}>
          <p>{t`Your password is set from the link in the email we sent you. Once it is set, log in here.`}</p>
          <p>{login}</p>
        </NoticePage>
      )
  }
}
