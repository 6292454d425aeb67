import styled from 'styled-components'
import { SectionTitle } from './SectionTitle'
import type { SectionProps } from './sectionProps'

export function FaqSection({ section }: SectionProps<'faq'>) {
  return (
    <section>
      <SectionTitle>{section.title}</SectionTitle>
      {section.items.map((item, index) => (
        <Entry key={index}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Entry>
      ))}
    </section>
  )
}

const Entry = styled.details`
  max-width: 760px;
  padding: 12px 0;
  border-bottom: 1px solid #d0d5dd;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  p {
    margin: 8px 0 0;
  }

  &:last-child {
    margin-bottom: 32px;
  }
`
