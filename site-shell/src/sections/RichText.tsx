import styled from 'styled-components'
import type { SectionProps } from './sectionProps'

/**
 * Partner HTML as the API answers it: the server sanitises it when it is stored and again each
 * time it answers (docs/decisions.md, "Partner HTML").
 */
export function RichText({ section }: SectionProps<'rich-text'>) {
  return <Prose dangerouslySetInnerHTML={{ __html: section.html }} />
}

const Prose = styled.section`
  max-width: 760px;
  margin: 0 0 32px;
  font-size: 17px;
  line-height: 1.6;

  img {
    max-width: 100%;
  }
`
