import { LOCALE_NAMES, type Locale } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { Link, useNavigation } from '../routing/navigation'
import { customerPaths, pathInLanguage } from '../routing/routes'
import { rememberLocale, siteLanguages } from './language'
import { useSite } from './SiteContext'

/** The site's header: its name, the way to search and to one's bookings, the language, the cart. */
export function SiteHeader({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const site = useSite()
  const { pathname, search } = useNavigation()
  const { enabled } = siteLanguages(site)
  const header = site?.site_settings.header_settings
  const name = site?.site_settings.general_settings.company_name ?? site?.name ?? 'Jaunt'
  return (
    <Bar>
      <Brand to={`/${lang}`}>{name}</Brand>
      <Nav aria-label={t`Main menu`}>
        <Link to={`/${lang}/search`}>{t`Search`}</Link>
        <Link to={customerPaths.login(lang)}>{t`My bookings`}</Link>
        {!header?.disable_language_dropdown && enabled.length > 1 ? (
          <select
            aria-label={t`Language`}
            value={lang}
            onChange={(event) => {
              const next = event.target.value as Locale
              rememberLocale(next)
              // A page load brings the other language's catalog and the server's head for it.
              window.location.assign(pathInLanguage(pathname, search, next))
            }}
          >
            {enabled.map((locale) => (
              <option key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        ) : null}
        {site && !header?.disable_cart ? <jaunt-cart site={String(site.id)} lang={lang} /> : null}
      </Nav>
    </Bar>
  )
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  padding: 12px 24px;
  background: ${colours.box};
  border-bottom: 1px solid ${colours.border};
`

const Brand = styled(Link)`
  font-size: 20px;
  font-weight: 700;
  color: ${colours.primary};
  text-decoration: none;
`

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;

  a {
    color: inherit;
  }

  select {
    min-height: 36px;
    font: inherit;
  }
`
