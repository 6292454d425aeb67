import { call, type TestContext } from '../../test/test-app.js'

const DAY_MS = 86_400_000

export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10)

/** A Monday well ahead of today, so every departure of its week is open to book. */
export function upcomingMonday(daysAhead = 30) {
  const day = new Date(Date.now() + daysAhead * DAY_MS)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
}

/**
 * An active activity of the supplier with two options: "Island loop" at 10:00 and 14:00 on Mondays
 * and Wednesdays with 8 places, and "Sunrise" at 09:00 on Mondays with 4, for the week of `monday`.
 */
export async function createCalendarTour(ctx: TestContext, token: string, name: string, monday: string) {
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const tour = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token,
    body: {
      location_id: location.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name } },
      images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
    },
  })
  const optionIds: number[] = []
  for (const [optionName, startTimes, weekdays, allotment] of [
    ['Island loop', ['10:00', '14:00'], [1, 3], 8],
    ['Sunrise', ['09:00'], [1], 4],
  ] as const) {
    const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tour.body.id}/options`, {
      token,
      body: { name: { en: optionName }, duration: { hours: 2, minutes: 0 }, start_times: startTimes },
    })
    await call(ctx, 'POST', `/core/v1/tour-options/${option.body.id}/tickets`, {
      token,
      body: { guest_type: 'Adult', price: 300 },
    })
    const schedule = await call(ctx, 'POST', `/core/v1/tour-options/${option.body.id}/schedule`, {
      token,
      body: { weekdays, from: monday, to: plusDays(monday, 6), allotment },
    })
    if (schedule.status !== 200) throw new Error(`schedule: ${JSON.stringify(schedule.body)}`)
    optionIds.push(option.body.id)
  }
  await call(ctx, 'PUT', `/core/v1/tours/${tour.body.id}/update-status?status=1`, { token })
  return { tourId: tour.body.id, optionIds }
}
