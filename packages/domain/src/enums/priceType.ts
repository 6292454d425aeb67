import { z } from 'zod'

export const PriceType = { PerPerson: 1, PerGroup: 2 } as const
export type PriceType = (typeof PriceType)[keyof typeof PriceType]
export const priceTypeSchema = z.enum(PriceType)
