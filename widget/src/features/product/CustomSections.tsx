import type { CustomSection } from '@jaunt/domain'
import { colours } from '@jaunt/ui'
import styled from 'styled-components'
import { SectionTitle } from '../common/layout'

/** The supplier's own sections of the page; their HTML was sanitised by the server when saved. */
export function CustomSections({ sections }: { sections: readonly CustomSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-label={section.title}>
          <SectionTitle>{section.title}</SectionTitle>
          <Body dangerouslySetInnerHTML={{ __html: section.body }} />
        </section>
      ))}
    </>
  )
}

const Body = styled.div`
  font-size: 15px;

  p,
  ul,
  ol {
    margin: 0 0 8px;
  }

  h3,
  h4 {
    margin: 12px 0 6px;
    font-size: 15px;
  }

  a {
    color: ${colours.primary};
  }
`
