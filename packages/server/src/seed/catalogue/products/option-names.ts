import type { Translated } from '../types.js'

export const MORNING_TOUR: Translated = { en: 'Morning tour', no: 'Formiddagstur', de: 'Vormittagstour' }
export const AFTERNOON_TOUR: Translated = {
  en: 'Afternoon tour',
  no: 'Ettermiddagstur',
  de: 'Nachmittagstour',
}
export const HALF_DAY: Translated = {
  en: 'Half day (4 hours)',
  no: 'Halv dag (4 timer)',
  de: 'Halber Tag (4 Stunden)',
}
export const FULL_DAY: Translated = { en: 'Full day', no: 'Hel dag', de: 'Ganzer Tag' }
export const DAY_TICKET: Translated = { en: 'Day ticket', no: 'Dagsbillett', de: 'Tageskarte' }
