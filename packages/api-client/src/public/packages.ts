import type {
  DateRange,
  PackageDetail,
  PackageSlot,
  PackageSlotAvailability,
  PackageSlotRequest,
} from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'
import { productDetailRequest, type ProductDetailOptions } from './tours'

/** A package with the services it bundles. */
export function getPackage(
  http: HttpClient,
  packageId: number,
  options?: ProductDetailOptions,
): Promise<PackageDetail> {
  return typedCall(http, 'get', '/core/public/package/{id}', productDetailRequest(packageId, options))
}

/** A package's start dates in a range, with places left and prices. */
export function getPackageSlots(
  http: HttpClient,
  packageId: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<PackageSlot[]> {
  const answer = typedCall(http, 'post', '/availability/public/packaging/available-package-slots/{id}', {
    params: { path: { id: packageId } },
    body: range,
    signal,
  })
  return answer
}

/** Whether a package can be booked on a date for these guests, priced by the server. */
export function checkPackageSlot(
  http: HttpClient,
  request: PackageSlotRequest,
  signal?: AbortSignal,
): Promise<PackageSlotAvailability> {
  return typedCall(http, 'post', '/availability/public/packaging/slot/availability', {
    body: request,
    signal,
  })
}
