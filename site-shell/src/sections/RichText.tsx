import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import styled from 'styled-components'
import type { SectionProps } from './sectionProps'

/** Partner HTML, sanitised again here: the server cleans it, the page never trusts that alone. */
export function RichText({ section }: SectionProps<'rich-text'>) {
  const html = section.html
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return <Prose dangerouslySetInnerHTML={{ __html: clean }} />
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
