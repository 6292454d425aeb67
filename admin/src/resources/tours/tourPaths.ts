import { NO_SITE_ID } from '@jaunt/domain'

/** The spec's `tour/{id}`: -1 creates an activity, any other id edits it. */
export const NEW_TOUR_ID = NO_SITE_ID

export const isNewTour = (id: string | number | undefined) => Number(id) === NEW_TOUR_ID
