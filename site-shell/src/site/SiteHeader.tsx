import { getMenuItems } from '@jaunt/api-client'
import { companyName, HeaderType, LOCALE_NAMES, type Locale } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import styled, { css } from 'styled-components'
import { Link, useNavigation } from '../routing/navigation'
import { customerPaths, pathInLanguage } from '../routing/routes'
import { rememberLocale } from './language'
import { menuLanguages, useMarketplaceSettings } from './useMarketplace'
import { menuKey } from './pageData'
import { usePublicCall } from './PublicApi'
import { useSite } from './SiteContext'
import { usePagePrefetch } from './usePagePrefetch'
import { useCartWanted } from './useCartWanted'
import { MenuToggle, NARROW, useFoldedMenu } from './MenuToggle'

/** Scrolled this far, a `scrolled_fixed` header turns from the brand colour to the light bar. */
const SCROLLED_AT = 40

/**
 * The site's header: the partner's logo or name, their menu, the way to one's bookings, the
 * language and the cart. `fixed` stays the light bar; `scrolled_fixed` starts in the brand
 * colour with the white logo and turns light with the black logo once the page scrolls.
 */
export function SiteHeader({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const site = useSite()
  const { pathname, search } = useNavigation()
  const marketplace = useMarketplaceSettings()
  const enabled = menuLanguages(site, marketplace)
  const menu = usePublicCall(menuKey(site?.id ?? 0, lang), (http, signal) =>
    site ? getMenuItems(http, site.id, `/${lang}`, signal) : Promise.resolve({ data: [] }),
  )
  const header = site?.site_settings.header_settings
  const scrolled = useScrolled(header?.header_type === HeaderType.ScrolledFixed)
  const dark = header?.header_type === HeaderType.ScrolledFixed && !scrolled
  // The marketplace's own host wears the name and logo the admin set (settings/site).
  const name = site ? companyName(site) : (marketplace?.site.site_name ?? companyName(null))
  const logo =
    (dark ? (header?.white_logo ?? header?.black_logo) : (header?.black_logo ?? header?.white_logo)) ??
    (site ? undefined : marketplace?.site.logo_url || undefined)
  const items = menu.state === 'ready' ? menu.value.data : []
  const prefetchPage = usePagePrefetch()
  const cartWanted = useCartWanted(site?.id)
  const folded = useFoldedMenu(pathname)
  return (
    <Bar $dark={dark} data-header-type={header?.header_type ?? HeaderType.Fixed}>
      <Brand to={`/${lang}`}>{logo ? <img src={logo} alt={name} height={36} /> : name}</Brand>
      <Nav id="site-menu" aria-label={t`Main menu`} $open={folded.open}>
        {items.length > 0 ? (
          items.map((item, index) => (
            <Link
              key={index}
              to={item.url}
              external={item.is_external}
              current={item.url === pathname}
              onIntent={item.is_external ? undefined : () => prefetchPage(item.url)}
            >
              {item.title}
            </Link>
          ))
        ) : (
          <Link to={`/${lang}/search`}>{t`Search`}</Link>
        )}
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
      </Nav>
      <Tools>
        {site && !header?.disable_cart ? (
          <CartSlot>{cartWanted ? <jaunt-cart site={String(site.id)} lang={lang} /> : null}</CartSlot>
        ) : null}
        <MenuToggle open={folded.open} label={t`Main menu`} controls="site-menu" onToggle={folded.toggle} />
      </Tools>
    </Bar>
  )
}

function useScrolled(watch: boolean) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (!watch) return
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AT)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [watch])
  return scrolled
}

const Bar = styled.header<{ $dark: boolean }>`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  padding: 12px 24px;
  ${NARROW} {
    padding: 8px 16px;
    gap: 8px;
  }
  transition:
    background-color 0.2s,
    color 0.2s;
  ${({ $dark }) =>
    $dark
      ? css`
          background: ${colours.primary};
          color: ${colours.onPrimary};
        `
      : css`
          background: ${colours.box};
          color: ${colours.text};
          border-bottom: 1px solid ${colours.border};
        `}
`

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  font-size: 20px;
  font-weight: 700;
  color: inherit;
  text-decoration: none;
  ${NARROW} {
    flex: 1 1 0;
    min-width: 0;
    font-size: 18px;
  }

  img {
    display: block;
    height: 36px;
    width: auto;
  }
`

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  margin-left: auto;

  /* On a phone the menu folds behind its button and opens as a panel under the bar. */
  ${NARROW} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 3;
    flex-basis: 100%;
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
    padding-top: 8px;

    a {
      padding: 10px 0;
    }
  }

  a {
    color: inherit;
    padding: 6px 0;
  }

  a[aria-current='page'] {
    font-weight: 700;
  }

  select {
    min-height: 36px;
    font: inherit;
  }
`

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

/** Holds the cart badge's place (a 44 px button with an icon and a word) until the cart arrives. */
const CartSlot = styled.span`
  display: inline-flex;
  min-width: 96px;
  min-height: 44px;
  align-items: center;
`
