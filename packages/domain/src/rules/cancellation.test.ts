import { describe, expect, it } from 'vitest'
import { ServiceType } from '../enums/serviceType'
import { cancellationColour, cancellationText, cancellationTextEn } from './cancellation'

describe('cancellationText', () => {
  it('treats a full refund as free cancellation', () => {
    expect(
      cancellationText({ refund_percentage: 100, hours: 24, service_type: ServiceType.Activities }),
    ).toEqual({
      kind: 'free',
      percentage: 100,
      hours: 24,
      reference: 'start',
    })
  })

  it('treats no refund as non-refundable', () => {
    expect(cancellationText({ refund_percentage: 0, hours: 48, service_type: 'hotels' }).kind).toBe(
      'non-refundable',
    )
  })

  it('counts hotel hours to check-in, given as code or name', () => {
    expect(cancellationText({ refund_percentage: 50, hours: 48, service_type: ServiceType.Hotels })).toEqual({
      kind: 'partial',
      percentage: 50,
      hours: 48,
      reference: 'check-in',
    })
    expect(cancellationText({ refund_percentage: 50, hours: 48, service_type: 'hotels' }).reference).toBe(
      'check-in',
    )
    expect(cancellationText({ refund_percentage: 50, hours: 48, service_type: 'packages' }).reference).toBe(
      'start',
    )
  })

  it('clamps percentages outside 0 to 100', () => {
    expect(cancellationText({ refund_percentage: 120, hours: 1, service_type: 1 }).kind).toBe('free')
    expect(cancellationText({ refund_percentage: -5, hours: 1, service_type: 1 }).kind).toBe('non-refundable')
  })
})

describe('cancellationTextEn', () => {
  it('renders the spec wording', () => {
    expect(cancellationTextEn({ refund_percentage: 100, hours: 24, service_type: 3 })).toBe(
      'Free cancellation',
    )
    expect(cancellationTextEn({ refund_percentage: 0, hours: 24, service_type: 3 })).toBe('Non-Refundable')
    expect(cancellationTextEn({ refund_percentage: 50, hours: 48, service_type: 3 })).toBe(
      '50% refunded if cancelled at least 48 hours before check-in',
    )
    expect(cancellationTextEn({ refund_percentage: 75, hours: 24, service_type: 'activities' })).toBe(
      '75% refunded if cancelled at least 24 hours before the scheduled start',
    )
  })

  it('says hour for a single hour', () => {
    expect(cancellationTextEn({ refund_percentage: 25, hours: 1, service_type: 1 })).toBe(
      '25% refunded if cancelled at least 1 hour before the scheduled start',
    )
  })
})

describe('cancellationColour', () => {
  it('is orange only when nothing is refunded', () => {
    expect(cancellationColour(0)).toBe('orange')
    expect(cancellationColour(10)).toBe('green')
    expect(cancellationColour(100)).toBe('green')
  })
})
