import { addDays, localToday } from '@jaunt/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  matrixLoaders,
  matrixParameters,
  themeArgTypes,
  ThemeLocaleMatrix,
  withWidget,
  type WithTheme,
} from '../../stories/WidgetStoryFrame'
import { fullDay, GUESTHOUSE, guesthouseAvailability } from '../../testing/stayFixtures'
import { HotelBookingView, type HotelBookingViewProps } from './HotelBookingView'

const today = localToday()
const checkIn = addDays(today, 1)
const checkOut = addDays(today, 2)
const offer = guesthouseAvailability({
  check_in: checkIn,
  check_out: checkOut,
  adults: 2,
  children: 0,
  rooms: 1,
})

const base: HotelBookingViewProps = {
  detail: { state: 'ready', value: GUESTHOUSE },
  today,
  month: today.slice(0, 7),
  onMonthChange: () => {},
  dayInfo: (date) =>
    date < today ? { disabled: true } : date === fullDay() ? { disabled: true, mark: 'sold-out' } : {},
  stay: { checkIn: null, checkOut: null },
  onDay: () => {},
  stayText: null,
  guests: { adults: 2, children: 0, rooms: 1 },
  onGuests: () => {},
  availability: null,
  adding: null,
  addError: null,
  onDismissAddError: () => {},
  onAdd: () => {},
}

const offered: HotelBookingViewProps = {
  ...base,
  stay: { checkIn, checkOut },
  stayText: `${checkIn} – ${checkOut} (1 night)`,
  availability: { state: 'ready', value: offer },
}

const meta = {
  title: 'Widget/Hotel dialog',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <HotelBookingView {...props} />,
} satisfies Meta<WithTheme<HotelBookingViewProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { ...base, detail: { state: 'loading' } } }
export const Failed: Story = {
  args: { ...base, detail: { state: 'error', message: 'Something went wrong' } },
}
export const ChooseDates: Story = { args: base }
export const LoadingRooms: Story = { args: { ...offered, availability: { state: 'loading' } } }
/** Rate plans priced for the stay, one refused by a minimum stay, a room type nearly full. */
export const Rooms: Story = { args: offered }
export const Empty: Story = {
  args: { ...offered, availability: { state: 'ready', value: { ...offer, rooms: [] } } },
}
export const SoldOut: Story = {
  args: {
    ...offered,
    availability: {
      state: 'ready',
      value: { ...offer, rooms: offer.rooms.map((room) => ({ ...room, rooms_left: 0 })) },
    },
  },
}
/** One room type only. */
export const SingleItem: Story = {
  args: { ...offered, availability: { state: 'ready', value: { ...offer, rooms: offer.rooms.slice(1) } } },
}
export const ThemesAndLocales: Story = {
  args: offered,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <HotelBookingView {...offered} />} />
  ),
}
