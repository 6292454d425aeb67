import { ServiceType, type ServiceTypeName } from '../enums/serviceType'
import { MESSAGES } from '../messages'

export interface CancellationTerms {
  refund_percentage: number
  hours: number
  service_type: ServiceType | ServiceTypeName
}

export interface CancellationWording {
  kind: 'free' | 'non-refundable' | 'partial'
  percentage: number
  hours: number
  /** Hotels count the hours to check-in; everything else to the scheduled start. */
  reference: 'check-in' | 'start'
}

function isHotel(serviceType: ServiceType | ServiceTypeName): boolean {
  return serviceType === ServiceType.Hotels || serviceType === 'hotels'
}

/** What a cancellation policy entry means for the customer, ready for any language to render. */
export function cancellationText({
  refund_percentage,
  hours,
  service_type,
}: CancellationTerms): CancellationWording {
  const percentage = Math.min(100, Math.max(0, refund_percentage))
  const kind = percentage >= 100 ? 'free' : percentage <= 0 ? 'non-refundable' : 'partial'
  return { kind, percentage, hours, reference: isHotel(service_type) ? 'check-in' : 'start' }
}

/** The English wording of a cancellation policy entry. */
export function cancellationTextEn(terms: CancellationTerms): string {
  const { kind, percentage, hours, reference } = cancellationText(terms)
  if (kind === 'free') return MESSAGES.freeCancellation
  if (kind === 'non-refundable') return MESSAGES.nonRefundable
  const unit = hours === 1 ? 'hour' : 'hours'
  const before = reference === 'check-in' ? 'check-in' : 'the scheduled start'
  return `${percentage}% refunded if cancelled at least ${hours} ${unit} before ${before}`
}

export type CancellationColour = 'orange' | 'green'

/** Orange warns that nothing is refunded; any refund shows green. */
export function cancellationColour(refund_percentage: number): CancellationColour {
  return refund_percentage === 0 ? 'orange' : 'green'
}
