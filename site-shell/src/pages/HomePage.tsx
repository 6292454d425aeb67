import type { Locale } from '@jaunt/domain'
import { useLingui } from '@lingui/react/macro'
import styled from 'styled-components'
import { useSite } from '../site/SiteContext'

/** The site's index: its name and the whole marketplace of its catalogue (the widget's storefront). */
export function HomePage({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const site = useSite()
  const name = site?.site_settings.general_settings.company_name ?? site?.name ?? 'Jaunt'
  return (
    <Main>
      <Hero>
        <h1>{name}</h1>
        <p>{t`Tours, activities and stays, booked in a few steps.`}</p>
      </Hero>
      {site ? <jaunt-storefront site={String(site.id)} lang={lang} /> : null}
    </Main>
  )
}

export const Main = styled.main`
  box-sizing: border-box;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 64px;
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
