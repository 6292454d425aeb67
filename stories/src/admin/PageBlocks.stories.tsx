import { Render, type Data } from '@puckeditor/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { usePuckConfig } from '../../../admin/src/resources/site-pages/puckConfig'
import { sceneImage } from '../../../widget/src/stories/storyThemes'
import { adminI18nLoader, withAdmin } from './AdminFrame'

type Block = { type: string; props: Record<string, unknown> }

/** Blocks as the page builder's canvas draws them, from the builder's own Puck configuration. */
function PageBlocks({ blocks }: { blocks: Block[] }) {
  const config = usePuckConfig(1)
  const data = {
    root: { props: {} },
    content: blocks.map((block, index) => ({ ...block, props: { ...block.props, id: `block-${index}` } })),
  } as Data
  return <Render config={config} data={data} />
}

// The blocks put a picture's address through encodeURI, as they do a partner's https address; the
// story's inline pictures are base64, which that leaves as it is.
const base64 = (image: string) =>
  `data:image/svg+xml;base64,${btoa(decodeURIComponent(image.slice(image.indexOf(',') + 1)))}`
const fjord = base64(sceneImage())
const dusk = base64(sceneImage('#f4b58a', '#3b3355', '#6d7fb0'))

const hero: Block = {
  type: 'hero',
  props: {
    title: 'Norway’s fjords, by boat and on foot',
    subtitle: 'Kayak trips, food walks and cabins chosen by people who live here.',
    image: fjord,
  },
}
const text: Block = {
  type: 'rich-text',
  props: {
    html: '<h2>About us</h2><p>We have guided guests on the Aurlandsfjord since 2009. <a href="mailto:hello@example.test">Write to us</a> with any question.</p>',
  },
}
const products: Block = {
  type: 'product-grid',
  props: { title: 'Our favourites', service_ids: [101, 102, 104] },
}
const boxes: Block = {
  type: 'destination-boxes',
  props: {
    title: 'Where to',
    boxes: [
      { title: 'Fjords', image: fjord, link: '/search' },
      { title: 'Bergen', image: '', link: '/page/bergen' },
      { title: 'Lofoten', image: dusk, link: 'https://blog.example.test/' },
    ],
  },
}
const slider: Block = { type: 'destination-box', props: { box_id: 3 } }
const gallery: Block = {
  type: 'gallery',
  props: {
    title: 'Last summer',
    images: [
      { url: fjord, alt: 'The fjord at noon' },
      { url: dusk, alt: 'The valley at dusk' },
      { url: '', alt: '' },
    ],
  },
}
const faq: Block = {
  type: 'faq',
  props: {
    title: 'Questions',
    items: [
      { question: 'Do I need to know how to paddle?', answer: 'No: the guide shows you on the beach first.' },
      {
        question: 'What if it rains?',
        answer: 'We go out in light rain; in a storm you get your money back.',
      },
    ],
  },
}
const widget: Block = { type: 'widget', props: { element: 'search' } }

const meta = {
  title: 'Back office/Page blocks',
  component: PageBlocks,
  loaders: [adminI18nLoader],
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen' },
  args: { blocks: [] },
} satisfies Meta<typeof PageBlocks>
export default meta
type Story = StoryObj<typeof meta>

/** A page of every block, top to bottom, as the partner lays it out in the builder. */
export const WholePage: Story = {
  args: { blocks: [hero, text, products, boxes, slider, gallery, faq, widget] },
}
export const Hero: Story = { args: { blocks: [hero] } }
/** A hero without a picture: the site's dark blue behind the title. */
export const HeroWithoutPicture: Story = {
  args: { blocks: [{ ...hero, props: { ...hero.props, image: '' } }] },
}
export const Text: Story = { args: { blocks: [text] } }
/** The chosen products in the partner's order. */
export const Products: Story = { args: { blocks: [products] } }
/** A products block just added: it says where to choose them. */
export const ProductsNoneChosen: Story = {
  args: { blocks: [{ ...products, props: { ...products.props, service_ids: [] } }] },
}
export const DestinationBoxes: Story = { args: { blocks: [boxes] } }
export const DestinationSlider: Story = { args: { blocks: [slider] } }
/** Two pictures and one whose address is still to be filled in. */
export const Gallery: Story = { args: { blocks: [gallery] } }
export const Faq: Story = { args: { blocks: [faq] } }
export const BookingWidget: Story = {
  args: { blocks: [widget, { type: 'widget', props: { element: 'storefront' } }] },
}
