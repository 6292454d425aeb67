import type { MarketplacePublicSettings } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import { Link } from '../routing/navigation'

/** The marketplace's support contacts (the admin's settings/contacts): the default footer's column. */
export function MarketplaceContacts({ marketplace }: { marketplace: MarketplacePublicSettings }) {
  const { t } = useLingui()
  const { email, phone, address, contact_page_url } = marketplace.contacts
  if (!email && !phone && !address && !contact_page_url) return null
  return (
    <section aria-label={t`Contact`}>
      <h2>{t`Contact`}</h2>
      {address ? <p>{address}</p> : null}
      <ul>
        {email ? (
          <li>
            <Link to={`mailto:${email}`} external>
              {email}
            </Link>
          </li>
        ) : null}
        {phone ? (
          <li>
            <Link to={`tel:${phone.replace(/[^+0-9]/g, '')}`} external>
              {phone}
            </Link>
          </li>
        ) : null}
        {contact_page_url ? (
          <li>
            <Link to={contact_page_url} external>
              {t`Contact us`}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
