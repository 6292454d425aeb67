import type { DemoRatePlan } from '../types.js'

const FLEXIBLE = {
  en: 'Flexible rate',
  no: 'Fleksibel pris',
  de: 'Flexibler Tarif',
  sv: 'Flexibelt pris',
  da: 'Fleksibel pris',
  fi: 'Joustava hinta',
}
const SAVER = {
  en: 'Non-refundable saver',
  no: 'Sparepris uten refusjon',
  de: 'Spartarif ohne Erstattung',
  sv: 'Sparpris utan återbetalning',
  da: 'Sparepris uden refusion',
  fi: 'Edullinen hinta ilman palautusta',
}

function stay(minStay?: number) {
  return minStay ? { min_stay: minStay } : {}
}

export function flexibleRate(price: number, minStay?: number): DemoRatePlan {
  return { title: FLEXIBLE, price, cancellation: 'moderate', ...stay(minStay) }
}

/** Most rooms also sell a non-refundable rate about 12% below the flexible one, rounded like a real price list. */
export function flexibleAndSaver(price: number, minStay?: number): DemoRatePlan[] {
  const step = price >= 1000 ? 10 : 1
  const saverPrice = Math.round((price * 0.88) / step) * step
  return [
    flexibleRate(price, minStay),
    { title: SAVER, price: saverPrice, cancellation: 'non-refundable', ...stay(minStay) },
  ]
}
