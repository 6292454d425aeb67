import type { Translated } from '../types.js'

export const MORNING_TOUR: Translated = {
  en: 'Morning tour',
  no: 'Formiddagstur',
  de: 'Vormittagstour',
  sv: 'Förmiddagstur',
  da: 'Formiddagstur',
  fi: 'Aamupäivän kierros',
}
export const AFTERNOON_TOUR: Translated = {
  en: 'Afternoon tour',
  no: 'Ettermiddagstur',
  de: 'Nachmittagstour',
  sv: 'Eftermiddagstur',
  da: 'Eftermiddagstur',
  fi: 'Iltapäivän kierros',
}
export const HALF_DAY: Translated = {
  en: 'Half day (4 hours)',
  no: 'Halv dag (4 timer)',
  de: 'Halber Tag (4 Stunden)',
  sv: 'Halvdag (4 timmar)',
  da: 'Halv dag (4 timer)',
  fi: 'Puoli päivää (4 tuntia)',
}
export const FULL_DAY: Translated = {
  en: 'Full day',
  no: 'Hel dag',
  de: 'Ganzer Tag',
  sv: 'Heldag',
  da: 'Hel dag',
  fi: 'Koko päivä',
}
export const DAY_TICKET: Translated = {
  en: 'Day ticket',
  no: 'Dagsbillett',
  de: 'Tageskarte',
  sv: 'Dagsbiljett',
  da: 'Dagsbillet',
  fi: 'Päivälippu',
}
