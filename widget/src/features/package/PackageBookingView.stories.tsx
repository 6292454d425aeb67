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
import { checkWeekend, FLAM_WEEKEND, weekendSlots } from '../../testing/stayFixtures'
import { PackageBookingView, type PackageBookingViewProps } from './PackageBookingView'

const today = localToday()
const start = addDays(today, 1)
const rooms = [{ adult: 2, child: 1 }]

const base: PackageBookingViewProps = {
  detail: { state: 'ready', value: FLAM_WEEKEND },
  readOnly: false,
  step: 'guests',
  onStep: () => {},
  rooms,
  onRoomCount: () => {},
  onRoom: () => {},
  today,
  month: today.slice(0, 7),
  onMonthChange: () => {},
  slots: weekendSlots(today),
  date: null,
  onDate: () => {},
  check: null,
  adding: false,
  addError: null,
  onDismissAddError: () => {},
  onAdd: () => {},
  dateText: null,
}

const review: PackageBookingViewProps = {
  ...base,
  step: 'review',
  date: start,
  dateText: start,
  check: { state: 'ready', value: checkWeekend({ package_id: 43, date: start, adult: 2, child: 1, rooms }) },
}

const meta = {
  title: 'Widget/Package dialog',
  decorators: [withWidget],
  argTypes: themeArgTypes,
  render: ({ theme: _theme, ...props }) => <PackageBookingView {...props} />,
} satisfies Meta<WithTheme<PackageBookingViewProps>>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { ...base, detail: { state: 'loading' } } }
export const Failed: Story = {
  args: { ...base, detail: { state: 'error', message: 'Something went wrong' } },
}
export const Guests: Story = { args: base }
export const StartDate: Story = { args: { ...base, step: 'date', date: start } }
export const Empty: Story = { args: { ...base, step: 'date', slots: [] } }
/** One room, priced by the server. */
export const SingleItem: Story = { args: review }
export const SoldOut: Story = {
  args: {
    ...review,
    check: {
      state: 'ready',
      value: checkWeekend({ package_id: 43, date: addDays(today, 2), adult: 2, child: 1, rooms }),
    },
  },
}
export const ReadOnly: Story = { args: { ...base, readOnly: true } }
export const ThemesAndLocales: Story = {
  args: review,
  decorators: [],
  loaders: matrixLoaders,
  parameters: matrixParameters,
  render: (_args, { loaded }) => (
    <ThemeLocaleMatrix catalogs={loaded.catalogs} render={() => <PackageBookingView {...review} />} />
  ),
}
