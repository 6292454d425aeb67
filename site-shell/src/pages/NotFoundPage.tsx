import { useLingui } from '@lingui/react/macro'
import { Link } from '../routing/navigation'

/** Spec part 2 §9: an unmatched route, with the way back to the site's home page. */
export function NotFoundPage() {
  const { t, i18n } = useLingui()
  return (
    <main style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>404</h1>
      <p>{t`This page could not be found`}</p>
      <p>
        <Link to={`/${i18n.locale}`}>{t`Go to the home page`}</Link>
      </p>
    </main>
  )
}
