import { z } from 'zod'

export const ProductType = { Tour: 1, Event: 2 } as const
export type ProductType = (typeof ProductType)[keyof typeof ProductType]
export const productTypeSchema = z.enum(ProductType)
