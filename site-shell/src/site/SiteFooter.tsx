import { textIn, type FooterWidget, type Locale, type MarketplacePublicSettings } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { Link } from '../routing/navigation'
import { siteLanguages } from './language'
import { MarketplaceContacts } from './MarketplaceContacts'
import { useSite } from './SiteContext'
import { useMarketplaceSettings } from './useMarketplace'

/** The site's footer in its own colours: the partner's columns, the legal links, the company name. */
export function SiteFooter({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const site = useSite()
  const marketplace = useMarketplaceSettings()
  if (!site) return marketplace ? <MarketplaceFooter marketplace={marketplace} /> : null
  const footer = site.site_settings.footer_settings
  const { primary } = siteLanguages(site)
  const text = (value: FooterWidget['title'] | undefined) => textIn(value, lang, primary)
  const widgets = footer.widgets.filter(isFooterWidget)
  return (
    <Bar $background={footer.footer_background_color} $colour={footer.footer_font_color}>
      <Columns>
        {widgets.map((widget, index) => (
          <section key={index}>
            <h2>{text(widget.title)}</h2>
            {widget.text ? <p>{text(widget.text)}</p> : null}
            {widget.links.length > 0 ? (
              <ul>
                {widget.links.map((link, linkIndex) => (
                  <li key={linkIndex}>
                    {link.url.startsWith('/') ? (
                      <Link to={`/${lang}${link.url}`}>{text(link.label)}</Link>
                    ) : (
                      <Link to={link.url} external>
                        {text(link.label)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {/* The default footer: a site without columns of its own shows the marketplace's contacts. */}
        {widgets.length === 0 && marketplace ? <MarketplaceContacts marketplace={marketplace} /> : null}
      </Columns>
      <Legal>
        <span>© {site.site_settings.general_settings.company_name}</span>
        {footer.use_goto_hub_privacy ? <Link to={`/${lang}/privacy-policy`}>{t`Privacy policy`}</Link> : null}
        <Link to={`/${lang}/terms-and-conditions`}>{t`Terms and conditions`}</Link>
      </Legal>
    </Bar>
  )
}

/** The marketplace's own host: the admin's name, tagline and contacts (settings/site, settings/contacts). */
function MarketplaceFooter({ marketplace }: { marketplace: MarketplacePublicSettings }) {
  return (
    <Bar $background="#1d2939" $colour="#ffffff">
      <Columns>
        <section>
          <h2>{marketplace.site.site_name}</h2>
          {marketplace.site.tagline ? <p>{marketplace.site.tagline}</p> : null}
        </section>
        <MarketplaceContacts marketplace={marketplace} />
      </Columns>
      <Legal>
        <span>© {marketplace.site.site_name}</span>
      </Legal>
    </Bar>
  )
}

const Bar = styled.footer<{ $background: string; $colour: string }>`
  padding: 32px 24px;
  background: ${({ $background }) => $background};
  color: ${({ $colour }) => $colour};

  a {
    color: inherit;
  }
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto 24px;

  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }

  p {
    margin: 0 0 8px;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: 4px 0;
  }
`

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  max-width: 1200px;
  margin: 0 auto;
  font-size: 14px;
`

/**
 * The footer columns this site can show (the spec leaves their shape open; @jaunt/domain's
 * footerWidgetSchema is the shape). Checked by hand so the page does not carry zod for it.
 */
function isFooterWidget(value: unknown): value is FooterWidget {
  const widget = value as Partial<FooterWidget> | null
  const isText = (text: unknown) => typeof text === 'object' && text !== null
  return (
    isText(widget?.title) &&
    (widget?.text === undefined || isText(widget.text)) &&
    Array.isArray(widget?.links) &&
    widget.links.every(
      (link) =>
        isText(link.label) &&
        typeof link.url === 'string' &&
        /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/.test(link.url),
    )
  )
}
