import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { sceneImage } from '../../stories/storyThemes'
import { KAYAK_CARD } from '../../testing/kayakCard'
import { ProductCard, type ProductCardProps } from './ProductCard'

const kayak = { ...KAYAK_CARD, imageUrl: sceneImage(), imageAlt: 'Kayaks' }
const ready: ProductCardProps = { state: 'ready', product: kayak, onAction: () => {} }

const meta = {
  title: 'Widget/ProductCard',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => (
    <div style={{ maxWidth: 340 }}>
      <ProductCard {...(props as ProductCardProps)} />
    </div>
  ),
} satisfies Meta<WithTheme<ProductCardProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { state: 'loading' } }
export const Ready: Story = { args: ready }
export const WithoutPicture: Story = { args: { ...ready, product: { ...kayak, imageUrl: undefined } } }
export const Failed: Story = { args: { state: 'error', message: 'Something went wrong' } }
export const NordicTheme: Story = { args: { ...ready, theme: 'nordic' } }
export const ThemesAndLocales: Story = {
  args: ready,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <ProductCard {...ready} />} />
  ),
}
