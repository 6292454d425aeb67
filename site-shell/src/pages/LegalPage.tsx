import { getLegalText } from '@jaunt/api-client'
import styled from 'styled-components'
import { usePublicCall } from '../site/PublicApi'
import { ErrorPage } from './ErrorPage'
import { LoadingMain, Main } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

/** The marketplace's privacy policy or guests' booking terms (for a country when it has its own). */
export function LegalPage({
  kind,
  countryCode,
}: {
  kind: 'privacy-policy' | 'terms-of-use'
  countryCode: string | null
}) {
  const text = usePublicCall(`legal-${kind}-${countryCode ?? ''}`, (http, signal) =>
    getLegalText(http, kind, countryCode, signal),
  )
  if (text.state === 'missing') return <NotFoundPage />
  if (text.state === 'error') return <ErrorPage />
  if (text.state === 'loading') return <LoadingMain />
  return (
    <Main>
      <Prose>
        <h1>{text.value.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: text.value.content_html }} />
      </Prose>
    </Main>
  )
}

export const Prose = styled.article`
  max-width: 760px;
  font-size: 17px;
  line-height: 1.6;
`
