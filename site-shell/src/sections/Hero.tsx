import styled from 'styled-components'
import type { SectionProps } from './sectionProps'

export function Hero({ section }: SectionProps<'hero'>) {
  return (
    <Banner $image={section.image}>
      <div>
        <h1>{section.title}</h1>
        {section.subtitle ? <p>{section.subtitle}</p> : null}
      </div>
    </Banner>
  )
}

const Banner = styled.section<{ $image: string | null }>`
  display: flex;
  align-items: flex-end;
  min-height: 280px;
  margin: 0 -16px 32px;
  padding: 32px;
  border-radius: 0 0 16px 16px;
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(rgba(0,0,0,0.05), rgba(0,0,0,0.55)), url("${encodeURI($image)}") center / cover`
      : '#0b2a5b'};
  color: #fff;

  h1 {
    margin: 0 0 8px;
    font-size: clamp(28px, 5vw, 44px);
  }

  p {
    margin: 0;
    font-size: 18px;
    max-width: 640px;
  }
`
