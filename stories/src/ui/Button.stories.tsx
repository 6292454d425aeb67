import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@jaunt/ui'
import type { CSSProperties } from 'react'
import { withUiTheme } from './themes'

const meta = {
  title: 'Ui/Button',
  component: Button,
  args: { children: 'Book now' },
  argTypes: { size: { control: 'inline-radio', options: ['regular', 'large'] } },
  decorators: [withUiTheme],
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {}

export const Large: Story = { args: { size: 'large' } }

export const Disabled: Story = { args: { disabled: true } }

/** A site's theme sets the --jaunt-* properties on the element's host; any ancestor works. */
export const Themed: Story = {
  decorators: [
    (Story) => (
      <div
        style={
          {
            '--jaunt-button-radius': '4px',
            '--jaunt-button-background-color': '#bf360c',
            '--jaunt-button-text-color': '#fff8e1',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
}
