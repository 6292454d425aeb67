import { z } from 'zod'
import { MESSAGES } from '../messages'

export const MAX_SEASONS = 20

const seasonDate = z.iso.date({ error: MESSAGES.seasonDateInvalid })

/** A period in which an activity is sold, both days included. */
export const seasonSchema = z.object({ from: seasonDate, to: seasonDate })
export type Season = z.infer<typeof seasonSchema>

/**
 * The "Seasonal" tab: none means all year. Each season must end on or after its start, and no two
 * may share a day; a refusal names the season's `to`, where the form shows it.
 */
export const seasonsSchema = z
  .array(seasonSchema)
  .nullish()
  .transform((seasons) => seasons ?? [])
  .superRefine((seasons, ctx) => {
    if (seasons.length > MAX_SEASONS) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.tooManySeasons })
      return
    }
    seasons.forEach((season, index) => {
      if (season.to < season.from) {
        ctx.addIssue({ code: 'custom', path: [index, 'to'], message: MESSAGES.seasonEndsBeforeStart })
      }
    })
    const byStart = seasons
      .map((season, index) => ({ ...season, index }))
      .filter((season) => season.from <= season.to)
      .sort((a, b) => a.from.localeCompare(b.from))
    byStart.slice(1).forEach((next, position) => {
      const previous = byStart[position]!
      if (next.from <= previous.to) {
        ctx.addIssue({ code: 'custom', path: [previous.index, 'to'], message: MESSAGES.seasonsOverlap })
      }
    })
  })

export const tourSeasonFields = { seasons: seasonsSchema }

/** The answer of `GET /tours/{id}/seasonal`: the seasons in date order; none is all year. */
export const tourSeasonalSchema = z.object({ id: z.number().int(), seasons: z.array(seasonSchema) })
export type TourSeasonal = z.infer<typeof tourSeasonalSchema>

/** Whether a day (`yyyy-MM-dd`) is sold: every day is when there are no seasons. */
export const isInSeason = (day: string, seasons: readonly Season[]): boolean =>
  seasons.length === 0 || seasons.some((season) => season.from <= day && day <= season.to)
