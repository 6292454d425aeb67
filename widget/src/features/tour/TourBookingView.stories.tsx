import { localToday } from '@jaunt/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { checkKayakTickets, KAYAK, kayakDates, kayakOptions } from '../../testing/fixtures'
import { TourBookingView, type TourBookingViewProps } from './TourBookingView'

const today = localToday()
const options = kayakOptions(today)
const tickets = options[0]?.tickets ?? []
const selection = { option_id: 3, date: today, start_time: '09:00', tickets: [{ ticket_id: 9, count: 2 }] }

const base: TourBookingViewProps = {
  detail: { state: 'ready', value: KAYAK },
  today,
  month: today.slice(0, 7),
  onMonthChange: () => {},
  days: kayakDates(today),
  date: null,
  onDate: () => {},
  options: null,
  optionId: null,
  startTime: null,
  onDeparture: () => {},
  tickets: [],
  counts: {},
  onCount: () => {},
  canAddTicket: () => true,
  placesLeft: null,
  check: { result: undefined, checking: false, error: null },
  adding: false,
  addError: null,
  onDismissAddError: () => {},
  onAdd: () => {},
}

const chosen: TourBookingViewProps = {
  ...base,
  date: today,
  options: { state: 'ready', value: options },
  optionId: 3,
  startTime: '09:00',
  tickets,
}

const priced: TourBookingViewProps = {
  ...chosen,
  counts: { 9: 2 },
  check: { result: checkKayakTickets(selection), checking: false, error: null },
}

const meta = {
  title: 'Widget/Tour dialog',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <TourBookingView {...props} />,
} satisfies Meta<WithTheme<TourBookingViewProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { ...base, detail: { state: 'loading' } } }
export const Failed: Story = {
  args: { ...base, detail: { state: 'error', message: 'Something went wrong' } },
}
/** Before a date: the calendar with its sold-out and few-left days. */
export const ChooseADate: Story = { args: base }
export const LoadingDates: Story = { args: { ...base, days: undefined } }
/** A month with nothing to book. */
export const Empty: Story = { args: { ...base, days: [] } }
export const ChooseTickets: Story = { args: chosen }
/** A single ticket line priced by the server. */
export const SingleItem: Story = { args: priced }
export const Pricing: Story = { args: { ...priced, check: { ...priced.check, checking: true } } }
export const BelowTheMinimum: Story = {
  args: {
    ...chosen,
    counts: { 10: 1 },
    check: {
      result: checkKayakTickets({ ...selection, tickets: [{ ticket_id: 10, count: 1 }] }),
      checking: false,
      error: null,
    },
  },
}
export const SoldOut: Story = {
  args: {
    ...chosen,
    counts: { 9: 13 },
    check: {
      result: checkKayakTickets({ ...selection, tickets: [{ ticket_id: 9, count: 13 }] }),
      checking: false,
      error: null,
    },
  },
}
export const RefusedByTheServer: Story = { args: { ...priced, addError: 'This departure is sold out' } }
export const ThemesAndLocales: Story = {
  args: priced,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <TourBookingView {...priced} />} />
  ),
}
