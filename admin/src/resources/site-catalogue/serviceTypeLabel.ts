import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ServiceType } from '@jaunt/domain'

/** The spec's service types as the back office names them. */
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceType, MessageDescriptor>> = {
  [ServiceType.Activities]: msg`Activity`,
  [ServiceType.Events]: msg`Event`,
  [ServiceType.Hotels]: msg`Hotel`,
  [ServiceType.Attractions]: msg`Attraction`,
  [ServiceType.Restaurants]: msg`Restaurant`,
  [ServiceType.Rentals]: msg`Rental`,
  [ServiceType.Packages]: msg`Package`,
}
