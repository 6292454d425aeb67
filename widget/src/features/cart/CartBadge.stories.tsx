import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { CartBadge, type CartBadgeProps } from './CartBadge'

const meta = {
  title: 'Widget/Cart badge',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  args: { count: 0, onOpen: () => {} },
  render: ({ theme: _theme, ...props }) => <CartBadge {...props} />,
} satisfies Meta<WithTheme<CartBadgeProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Loading: Story = { args: { busy: true } }
export const SingleItem: Story = { args: { count: 1 } }
export const Items: Story = { args: { count: 12 } }
export const ThemesAndLocales: Story = {
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <CartBadge count={3} onOpen={() => {}} />} />
  ),
}
