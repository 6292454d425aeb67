import type {
  DateRange,
  PackageDetail,
  PackageSlot,
  PackageSlotAvailability,
  PackageSlotRequest,
} from '@jaunt/domain'
import type { HttpClient } from '../http'
import { productDetailRequest, type ProductDetailOptions } from './tours'

const PACKAGING = '/availability/public/packaging'

/** A package with the services it bundles. */
export function getPackage(
  http: HttpClient,
  packageId: number,
  options?: ProductDetailOptions,
): Promise<PackageDetail> {
  return http.get<PackageDetail>(`/core/public/package/${packageId}`, productDetailRequest(options))
}

/** A package's start dates in a range, with places left and prices. */
export function getPackageSlots(
  http: HttpClient,
  packageId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<PackageSlot[]> {
  return http.post<PackageSlot[]>(`${PACKAGING}/available-package-slots/${packageId}`, range, { signal })
}

/** Whether a package can be booked on a date for these guests, priced by the server. */
export function checkPackageSlot(
  http: HttpClient,
  request: PackageSlotRequest,
  signal?: AbortSignal,
): Promise<PackageSlotAvailability> {
  return http.post<PackageSlotAvailability>(`${PACKAGING}/slot/availability`, request, { signal })
}
