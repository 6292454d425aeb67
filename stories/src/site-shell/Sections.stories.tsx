import type { ServiceCard } from '@jaunt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Locale } from '@jaunt/domain'
import { DestinationBoxes as Boxes } from '../../../site-shell/src/sections/DestinationBoxes'
import { DestinationSlider as Slider } from '../../../site-shell/src/sections/DestinationSlider'
import { FaqSection } from '../../../site-shell/src/sections/FaqSection'
import { Gallery as Pictures } from '../../../site-shell/src/sections/Gallery'
import { Hero as Banner } from '../../../site-shell/src/sections/Hero'
import { ProductGrid as Grid } from '../../../site-shell/src/sections/ProductGrid'
import { RichText as Prose } from '../../../site-shell/src/sections/RichText'
import type { Section } from '../../../site-shell/src/sections/sectionProps'
import { sceneImage } from '../../../widget/src/stories/storyThemes'
import { CATALOGUE } from '../../../widget/src/testing/catalogueFixtures'
import { KAYAK_CARD } from '../../../widget/src/testing/kayakCard'
import { localeOf, withSite } from './SiteFrame'

// Pictures drawn inline: the stories load nothing from anywhere.
const fjord = sceneImage()
const dusk = sceneImage('#f4b58a', '#3b3355', '#6d7fb0')
const pictured = (card: ServiceCard, image = fjord): ServiceCard => ({
  ...card,
  images: [{ url: image, alt: card.name }],
})
const products = [pictured(KAYAK_CARD), ...CATALOGUE.slice(1, 4).map((card) => pictured(card, dusk))]

const hero: Section = {
  type: 'hero',
  title: 'Norway’s fjords, by boat and on foot',
  subtitle: 'Kayak trips, food walks and cabins chosen by people who live here.',
  image: null,
}
const richText: Section = {
  type: 'rich-text',
  html: '<h2>About us</h2><p>We have guided guests on the Aurlandsfjord since 2009. <a href="mailto:hello@example.test">Write to us</a> with any question.</p>',
}
const grid: Section = { type: 'product-grid', title: 'Our favourites', service_ids: [], products } as Section
const boxes: Section = {
  type: 'destination-boxes',
  title: 'Where to',
  boxes: [
    { title: 'Fjords', image: fjord, link: '/page/fjords' },
    { title: 'Bergen', image: null, link: '/page/bergen' },
    { title: 'Partner blog', image: null, link: 'https://blog.example.test/' },
  ],
}
const slider: Section = { type: 'destination-box', box_id: 1, title: 'Fjord Norway', image: fjord, products }
const gallery: Section = {
  type: 'gallery',
  title: 'Last summer',
  images: [
    { url: fjord, alt: 'The fjord at noon' },
    { url: dusk, alt: 'The valley at dusk' },
    { url: sceneImage('#d7e8f2', '#49664f', '#f0f4f7'), alt: 'Morning mist over the water' },
  ],
}
const faq: Section = {
  type: 'faq',
  title: 'Questions',
  items: [
    { question: 'Do I need to know how to paddle?', answer: 'No: the guide shows you on the beach first.' },
    { question: 'What if it rains?', answer: 'We go out in light rain; in a storm you get your money back.' },
  ],
}

/**
 * The page's sections as the site's Sections draws them, but for the widget section: it mounts a live
 * <jaunt-search> or <jaunt-storefront>, which needs the API (the widget's own stories show its parts).
 */
function Sections({ sections, lang }: { sections: Section[]; lang: Locale }) {
  return (
    <>
      {sections.map((section, index) => {
        switch (section.type) {
          case 'hero':
            return <Banner key={index} section={section} lang={lang} />
          case 'rich-text':
            return <Prose key={index} section={section} lang={lang} />
          case 'product-grid':
            return <Grid key={index} section={section} lang={lang} first={index < 2} />
          case 'destination-boxes':
            return <Boxes key={index} section={section} lang={lang} />
          case 'destination-box':
            return <Slider key={index} section={section} lang={lang} />
          case 'gallery':
            return <Pictures key={index} section={section} lang={lang} />
          case 'faq':
            return <FaqSection key={index} section={section} lang={lang} />
          default:
            return null
        }
      })}
    </>
  )
}

const meta = {
  title: 'Site/Sections',
  component: Sections,
  decorators: [withSite],
  render: (args, { globals }) => <Sections {...args} lang={localeOf(globals)} />,
  args: { sections: [], lang: 'en' },
} satisfies Meta<typeof Sections>

export default meta
type Story = StoryObj<typeof meta>

/** A partner page from top to bottom, as the page builder lays it out. */
export const WholePage: Story = { args: { sections: [hero, richText, grid, boxes, slider, gallery, faq] } }
export const Hero: Story = { args: { sections: [hero] } }
export const HeroWithPicture: Story = { args: { sections: [{ ...hero, image: fjord } as Section] } }
export const RichText: Story = { args: { sections: [richText] } }
export const ProductGrid: Story = { args: { sections: [grid] } }
export const DestinationBoxes: Story = { args: { sections: [boxes] } }
export const DestinationSlider: Story = { args: { sections: [slider] } }
export const Gallery: Story = { args: { sections: [gallery] } }
export const Faq: Story = { args: { sections: [faq] } }
/** A product grid whose products the site no longer sells, and a destination box with none: nothing breaks. */
export const Empty: Story = {
  args: { sections: [{ ...grid, products: [] } as Section, { ...slider, products: [] } as Section] },
}
