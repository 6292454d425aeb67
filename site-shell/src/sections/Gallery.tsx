import styled from 'styled-components'
import { SectionTitle } from './SectionTitle'
import type { SectionProps } from './sectionProps'

export function Gallery({ section }: SectionProps<'gallery'>) {
  return (
    <section>
      <SectionTitle>{section.title}</SectionTitle>
      <Images>
        {section.images.map((image, index) => (
          <img key={index} src={image.url} alt={image.alt} loading="lazy" />
        ))}
      </Images>
    </section>
  )
}

const Images = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  margin-bottom: 32px;

  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: 12px;
  }
`
