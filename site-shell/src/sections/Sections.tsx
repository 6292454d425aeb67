import type { Locale } from '@jaunt/domain'
import { DestinationBoxes } from './DestinationBoxes'
import { DestinationSlider } from './DestinationSlider'
import { FaqSection } from './FaqSection'
import { Gallery } from './Gallery'
import { Hero } from './Hero'
import { ProductGrid } from './ProductGrid'
import { RichText } from './RichText'
import type { Section } from './sectionProps'
import { WidgetSection } from './WidgetSection'

export type { Section } from './sectionProps'

/** A partner page's sections in order, each drawn by its own component. */
export function Sections({ sections, lang }: { sections: readonly Section[]; lang: Locale }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionOf key={index} section={section} lang={lang} first={index < 2} />
      ))}
    </>
  )
}

/** `first`: the section is at the top of the page, where its pictures are the first thing seen. */
function SectionOf({ section, lang, first }: { section: Section; lang: Locale; first: boolean }) {
  switch (section.type) {
    case 'hero':
      return <Hero section={section} lang={lang} />
    case 'rich-text':
      return <RichText section={section} lang={lang} />
    case 'product-grid':
      return <ProductGrid section={section} lang={lang} first={first} />
    case 'destination-boxes':
      return <DestinationBoxes section={section} lang={lang} />
    case 'destination-box':
      return <DestinationSlider section={section} lang={lang} />
    case 'gallery':
      return <Gallery section={section} lang={lang} />
    case 'faq':
      return <FaqSection section={section} lang={lang} />
    case 'widget':
      return <WidgetSection section={section} lang={lang} />
  }
}
