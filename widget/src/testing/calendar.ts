import { fireEvent, waitFor, type within } from '@testing-library/react'
import { expect } from 'vitest'

type Queries = ReturnType<typeof within>

const ui = { timeout: 4000 }

/** The start of a calendar day's accessible name, as an English guest hears it. */
export function dayName(iso: string) {
  const spoken = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
  return new RegExp(`^${spoken}`)
}

/**
 * Pages the calendar to the day's month with its arrows, as a guest would (near a month's end the
 * next days are on the next page), and waits until the day's availability has loaded: bookable, or
 * labelled as `expected` says.
 */
export async function findDay(scope: Queries, iso: string, expected?: RegExp) {
  await scope.findByRole('grid', {}, ui)
  showMonthOf(scope, iso)
  return waitFor(() => {
    const day = scope.getByRole('button', { name: dayName(iso) })
    if (expected) expect(day.getAttribute('aria-label')).toMatch(expected)
    else expect(day.getAttribute('aria-disabled')).not.toBe('true')
    return day
  }, ui)
}

function showMonthOf(scope: Queries, iso: string) {
  for (const arrow of ['Next month', 'Previous month']) {
    while (!scope.queryByRole('button', { name: dayName(iso) })) {
      const turn = scope.getByRole('button', { name: arrow }) as HTMLButtonElement
      if (turn.disabled) break
      fireEvent.click(turn)
    }
  }
}
