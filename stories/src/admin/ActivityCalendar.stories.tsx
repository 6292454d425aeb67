import type { CalendarDeparture } from '@jaunt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { CalendarGrid } from '../../../admin/src/resources/calendar/CalendarGrid'
import { CalendarNavigation } from '../../../admin/src/resources/calendar/CalendarNavigation'
import { daysOf, step, type CalendarView } from '../../../admin/src/resources/calendar/calendarRange'
import { adminI18nLoader, withAdmin } from './AdminFrame'
import { JUNE_DEPARTURES, STORY_DAY } from './adminFixtures'

/**
 * The Activity Calendar as its page draws it: the navigation above the grid, the departures of the
 * days shown. Its page reads them from the API; here they are the supplier's June.
 */
function ActivityCalendar({
  view: firstView,
  day: firstDay = STORY_DAY,
  departures,
  showActivity,
}: {
  view: CalendarView
  day?: Date
  departures: CalendarDeparture[]
  showActivity: boolean
}) {
  const [view, setView] = useState(firstView)
  const [day, setDay] = useState(firstDay)
  const days = daysOf(view, day)
  return (
    <>
      <CalendarNavigation
        view={view}
        days={days}
        onView={setView}
        onStep={(by) => setDay(step(view, day, by))}
        onToday={() => setDay(firstDay)}
      />
      <CalendarGrid
        view={view}
        day={day}
        days={days}
        departures={departures}
        showActivity={showActivity}
        // Its page opens the departure's bookings, which it reads from the API.
        onOpen={() => {}}
      />
    </>
  )
}

const meta = {
  title: 'Back office/Activity calendar',
  component: ActivityCalendar,
  loaders: [adminI18nLoader],
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen' },
  args: { view: 'month', departures: JUNE_DEPARTURES, showActivity: true },
} satisfies Meta<typeof ActivityCalendar>
export default meta
type Story = StoryObj<typeof meta>

/** Every activity's June: closed Mondays, the sold-out solstice weekend, places on hold. */
export const Month: Story = {}

/** One activity's week (the activity's name is then left off each departure). */
export const Week: Story = {
  args: {
    view: 'week',
    showActivity: false,
    departures: JUNE_DEPARTURES.filter((departure) => departure.tour_id === 1),
  },
}

/** The solstice Saturday: both paddles sold out. */
export const SoldOutDay: Story = { args: { view: 'day', day: new Date(2026, 5, 20) } }

/** A month with nothing scheduled yet. */
export const Empty: Story = { args: { departures: [] } }
