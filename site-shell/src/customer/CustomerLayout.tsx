import { colours } from '@jaunt/ui'
import type { ReactNode } from 'react'
import styled from 'styled-components'

/** The customer area's frame: the site's name above, the page in a readable column. */
export function CustomerLayout({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Page>
      <Head>
        <h1>{title}</h1>
        {actions}
      </Head>
      {children}
    </Page>
  )
}

const Page = styled.main`
  box-sizing: border-box;
  max-width: 760px;
  margin: 0 auto;
  padding: 32px 16px 64px;
  color: ${colours.text};
`

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 24px;

  h1 {
    margin: 0;
    font-size: 28px;
  }
`

export const Card = styled.section`
  padding: 20px;
  border: 1px solid ${colours.border};
  border-radius: 12px;
  background: ${colours.box};

  & + & {
    margin-top: 16px;
  }

  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: 15px;

  dt {
    color: ${colours.muted};
  }

  dd {
    margin: 0;
  }
`
