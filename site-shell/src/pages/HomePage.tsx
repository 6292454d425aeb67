import { companyName, type Locale } from '@jaunt/domain'
import { Spinner } from '@jaunt/ui'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useSite } from '../site/SiteContext'

/** The site's index: its name and the whole marketplace of its catalogue (the widget's storefront). */
export function HomePage({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const site = useSite()
  const name = companyName(site)
  return (
    <WidgetMain>
      <Hero>
        <h1>{name}</h1>
        <p>{t`Tours, activities and stays, booked in a few steps.`}</p>
      </Hero>
      {site ? <jaunt-storefront site={String(site.id)} lang={lang} /> : null}
    </WidgetMain>
  )
}

export const Main = styled.main`
  box-sizing: border-box;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 64px;
`

/** A page whose content is on its way. */
export function LoadingMain() {
  const { t } = useLingui()
  return (
    <Main>
      <Spinner label={t`Loading…`} />
    </Main>
  )
}

/**
 * A page whose content the widget draws after the page loads: it fills the screen from the start,
 * so the footer does not jump down when the widget's content arrives.
 */
export const WidgetMain = styled(Main)`
  min-height: 100vh;
`

const Hero = styled.section`
  padding: 24px 0;

  h1 {
    margin: 0 0 8px;
    font-size: 32px;
  }

  p {
    margin: 0;
  }
`
