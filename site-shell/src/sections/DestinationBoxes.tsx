import styled from 'styled-components'
import { Link } from '../routing/navigation'
import { usePagePrefetch } from '../site/usePagePrefetch'
import { SectionTitle } from './SectionTitle'
import type { SectionProps } from './sectionProps'

/** Boxes that lead to a place of the site: a page, the search. */
export function DestinationBoxes({ section, lang }: SectionProps<'destination-boxes'>) {
  const prefetchPage = usePagePrefetch()
  return (
    <section>
      <SectionTitle>{section.title}</SectionTitle>
      <Boxes>
        {section.boxes.map((box, index) => {
          // A path of the site gets the page's language; an address elsewhere opens as it is.
          const path = box.link.startsWith('/') ? `/${lang}${box.link}` : null
          return (
            <Box
              key={index}
              {...(path
                ? { to: path, onIntent: () => prefetchPage(path) }
                : { to: box.link, external: true })}
              $image={box.image}
            >
              <span>{box.title}</span>
            </Box>
          )
        })}
      </Boxes>
    </section>
  )
}

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin-bottom: 32px;
`

const Box = styled(Link)<{ $image: string | null }>`
  display: flex;
  align-items: flex-end;
  min-height: 160px;
  padding: 16px;
  border-radius: 12px;
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(transparent, rgba(0,0,0,0.6)), url("${encodeURI($image)}") center / cover`
      : '#35573f'};
  color: #fff;
  font-size: 20px;
  font-weight: 700;
  text-decoration: none;
`
