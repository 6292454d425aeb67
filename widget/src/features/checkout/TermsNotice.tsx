import { Trans } from '@lingui/react/macro'
import styled from 'styled-components'
import { colours } from '@jaunt/ui'
import { useLocale } from '../../locale/LocaleContext'
import { useSite } from '../../site/WidgetContext'

/**
 * What the guest agrees to by booking, said before they book: the site's booking terms and privacy
 * policy, on the partner's hosted site (in a new tab, so the checkout stays as it is).
 */
export function TermsNotice() {
  const site = useSite()
  const locale = useLocale()
  if (!site.link) return null
  const page = (path: string) => `${site.link}/${locale}/${path}`
  return (
    <Notice>
      <Trans>
        By booking you accept the{' '}
        <a href={page('terms-and-conditions')} target="_blank" rel="noopener">
          booking terms
        </a>{' '}
        and the{' '}
        <a href={page('privacy-policy')} target="_blank" rel="noopener">
          privacy policy
        </a>
        .
      </Trans>
    </Notice>
  )
}

const Notice = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${colours.muted};

  a {
    color: inherit;
  }
`
