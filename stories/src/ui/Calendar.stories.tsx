import type { Meta, StoryObj } from '@storybook/react-vite'
import { Calendar, type CalendarDay, type CalendarProps } from '@jaunt/ui'
import { useState } from 'react'
import { AllThemes, uiThemeArgTypes, withUiTheme, type WithUiTheme } from './themes'

const labels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  fewLeft: 'Few left',
  soldOut: 'Sold out',
  unavailable: 'Not available',
}
const marks: Record<string, CalendarDay> = {
  '2026-06-10': { mark: 'few-left', note: '2 left' },
  '2026-06-11': { mark: 'sold-out', disabled: true },
  '2026-06-02': { disabled: true },
}

function Interactive(props: Partial<CalendarProps>) {
  const [month, setMonth] = useState('2026-06')
  const [selected, setSelected] = useState<string | null>(props.selected ?? null)
  return (
    <Calendar
      month={month}
      onMonthChange={setMonth}
      dayInfo={(date) => marks[date] ?? {}}
      selected={selected}
      onSelect={setSelected}
      languageTag="en-GB"
      labels={labels}
      {...props}
    />
  )
}

const meta = {
  title: 'Ui/Calendar',
  decorators: [withUiTheme],
  argTypes: uiThemeArgTypes,
  render: ({ theme: _theme, ...props }) => <Interactive {...props} />,
} satisfies Meta<WithUiTheme<Partial<CalendarProps>>>

export default meta
type Story = StoryObj<typeof meta>

/** Weeks start on Monday; sold-out days are struck through, few-left days dotted. */
export const MonthWithMarks: Story = {}
export const Selected: Story = { args: { selected: '2026-06-12' } }
export const Stay: Story = { args: { range: { from: '2026-06-12', to: '2026-06-15' } } }
export const Loading: Story = { args: { busy: true } }
export const SoldOut: Story = { args: { dayInfo: () => ({ disabled: true, mark: 'sold-out' }) } }
export const German: Story = { args: { languageTag: 'de' } }
export const Norwegian: Story = { args: { languageTag: 'nb' } }
export const Themes: Story = {
  render: () => <AllThemes render={() => <Interactive selected="2026-06-12" />} />,
}
