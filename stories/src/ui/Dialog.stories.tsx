import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Dialog, Drawer } from '@jaunt/ui'
import { useState } from 'react'
import { uiThemeArgTypes, withUiTheme, type WithUiTheme } from './themes'

function DialogDemo({ wide, drawer, empty }: { wide?: boolean; drawer?: boolean; empty?: boolean }) {
  const [open, setOpen] = useState(true)
  const body = empty ? (
    <p>Your cart is empty.</p>
  ) : (
    <p>Pick a date and tickets. Focus stays in here; Escape closes.</p>
  )
  const footer = <Button onClick={() => setOpen(false)}>Add to cart</Button>
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {drawer ? (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title="Your cart"
          closeLabel="Close cart"
          width={280}
          footer={footer}
        >
          {body}
        </Drawer>
      ) : (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Guided kayak trip on the Aurlandsfjord"
          subtitle="Flåm"
          closeLabel="Close"
          footer={footer}
          size={wide ? 'wide' : 'regular'}
        >
          {body}
        </Dialog>
      )}
    </>
  )
}

const meta = {
  title: 'Ui/Dialog and drawer',
  decorators: [withUiTheme],
  argTypes: uiThemeArgTypes,
  render: ({ theme: _theme, ...props }) => <DialogDemo {...props} />,
} satisfies Meta<WithUiTheme<{ wide?: boolean; drawer?: boolean; empty?: boolean }>>

export default meta
type Story = StoryObj<typeof meta>

export const Dialog_: Story = { name: 'Dialog' }
export const Wide: Story = { args: { wide: true } }
export const CartDrawer: Story = { args: { drawer: true } }
export const EmptyDrawer: Story = { args: { drawer: true, empty: true } }
export const NordicTheme: Story = { args: { theme: 'nordic', wide: true } }
