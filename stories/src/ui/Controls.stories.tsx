import type { Meta, StoryObj } from '@storybook/react-vite'
import { Alert, CountBadge, GuestPicker, Skeleton, Spinner, Stepper, Tag, ToggleChip } from '@jaunt/ui'
import { useState } from 'react'
import { AllThemes, uiThemeArgTypes, withUiTheme, type WithUiTheme } from './themes'

function Guests() {
  const [counts, setCounts] = useState({ adults: 2, children: 0, rooms: 1 })
  return (
    <GuestPicker
      rows={[
        {
          key: 'adults',
          label: 'Adults',
          value: counts.adults,
          min: 1,
          max: 9,
          decreaseLabel: 'Fewer adults',
          increaseLabel: 'More adults',
        },
        {
          key: 'children',
          label: 'Children',
          value: counts.children,
          min: 0,
          max: 9,
          decreaseLabel: 'Fewer children',
          increaseLabel: 'More children',
        },
        {
          key: 'rooms',
          label: 'Rooms',
          value: counts.rooms,
          min: 1,
          max: counts.adults,
          decreaseLabel: 'Fewer rooms',
          increaseLabel: 'More rooms',
        },
      ]}
      onChange={(key, value) => setCounts((current) => ({ ...current, [key]: value }))}
    />
  )
}

function Controls() {
  const [count, setCount] = useState(0)
  const [pressed, setPressed] = useState(true)
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Stepper
        label="Adult"
        description="€45.00"
        value={count}
        max={4}
        onChange={setCount}
        decreaseLabel="Fewer Adult tickets"
        increaseLabel="More Adult tickets"
      />
      <Guests />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <ToggleChip pressed={pressed} onClick={() => setPressed(!pressed)}>
          Activities 15
        </ToggleChip>
        <ToggleChip pressed={false}>Hotels 8</ToggleChip>
        <ToggleChip pressed={false} disabled>
          Sold out
        </ToggleChip>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <CountBadge>3</CountBadge>
        <Tag $tone="warning">Only 2 rooms left</Tag>
        <Tag $tone="danger">Sold out</Tag>
        <Tag $tone="primary">Group of 4</Tag>
        <Spinner label="Loading…" />
      </div>
      <Alert tone="error">This departure is sold out</Alert>
      <Alert tone="warning">The minimum booking is 2 guests</Alert>
      <Alert tone="success">Your booking is saved in your cart.</Alert>
      <Alert tone="info" onDismiss={() => {}} dismissLabel="Dismiss">
        Prices are per person.
      </Alert>
      <Skeleton $height="60px" />
    </div>
  )
}

const meta = {
  title: 'Ui/Controls',
  decorators: [withUiTheme],
  argTypes: uiThemeArgTypes,
  render: () => <Controls />,
} satisfies Meta<WithUiTheme<object>>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}
export const Loading: Story = { render: () => <Spinner label="Loading…" size={32} /> }
export const Empty: Story = {
  render: () => (
    <Stepper label="Child" value={0} onChange={() => {}} decreaseLabel="Fewer" increaseLabel="More" />
  ),
}
export const Error: Story = { render: () => <Alert tone="error">Something went wrong</Alert> }
export const SoldOut: Story = { render: () => <Tag $tone="danger">Sold out</Tag> }
export const Themes: Story = { render: () => <AllThemes render={() => <Controls />} /> }
