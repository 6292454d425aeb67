import type { AccountPage as AccountPageKind, Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { NoticePage } from './NoticePage'

/**
 * The registration and password-link pages of a hosted site: signing up, setting a password and asking
 * for a new link happen in the back office, so these pages lead there.
 */
export function AccountPage({ lang, page }: { lang: Locale; page: AccountPageKind }) {
  const { t } = useLingui()
  const login = <a href={`/${lang}/npanel/login`}>{t`Log in`}</a>
  const panel = (path: string) => `/${lang}/npanel/${path}`
  switch (page) {
    case 'user-sign-up':
      return (
        <NoticePage title={t`Sell with us`}>
          <p>{t`Suppliers and partners open an account in a few minutes: sign up, confirm your email, and we approve it.`}</p>
          <p>
            <a href={panel('user-sign-up')}>{t`Sign up`}</a> · {login}
          </p>
        </NoticePage>
      )
    case 'link-expired':
      return (
        <NoticePage title={t`This link has expired`}>
          <p>{t`Links in our emails work for a limited time. Log in, or ask us for a new link.`}</p>
          <p>
            <a href={panel('link-expired')}>{t`Ask for a new link`}</a> · {login}
          </p>
        </NoticePage>
      )
    case 'set-password':
      return (
        <NoticePage title={t`Set your password`}>
          <p>{t`Your password is set from the link in the email we sent you. Once it is set, log in here.`}</p>
          <p>
            <a href={`${panel('set-password')}${window.location.search}`}>{t`Set your password`}</a> · {login}
          </p>
        </NoticePage>
      )
  }
}
