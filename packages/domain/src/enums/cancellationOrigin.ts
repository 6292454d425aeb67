import { z } from 'zod'

/** Who cancelled a reservation. */
export const CancellationOrigin = { BySupplier: 1, ByClient: 2, BySystem: 3 } as const
export type CancellationOrigin = (typeof CancellationOrigin)[keyof typeof CancellationOrigin]
export const cancellationOriginSchema = z.enum(CancellationOrigin)
