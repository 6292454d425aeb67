import {
  BookingStatus,
  cancellationQuote,
  moneyTaken,
  ReservationStatus,
  ServiceType,
  type CancellationQuote,
  type CustomerReservationView,
  type RefundableLine,
} from '@jaunt/domain'
import type { BookedItem } from './booked-items.js'

/** The customer area knows three kinds: everything booked on a departure counts as an activity. */
export const customerServiceType = (item: Pick<BookedItem, 'kind' | 'serviceType'>) =>
  item.kind === 'package' ? 'packages' : item.serviceType === ServiceType.Hotels ? 'hotels' : 'activities'

/** A stay refunds room by room under each rate plan's policy (else the hotel's); anything else as a whole. */
export function refundableLines(item: BookedItem): RefundableLine[] {
  if (item.rooms.length === 0) return [{ price: item.price, policy: item.policy }]
  return item.rooms.map((room) => ({ price: room.price, policy: room.policy ?? item.policy }))
}

export const quoteFor = (item: BookedItem, now: Date): CancellationQuote =>
  cancellationQuote({
    lines: refundableLines(item),
    startsAt: item.startsAt,
    now,
    cancelled: item.status === ReservationStatus.Cancel,
    paid: moneyTaken(item.payment),
  })

export function bookingStatusOf(item: BookedItem) {
  if (item.status === ReservationStatus.Cancel) return BookingStatus.Cancelled
  return item.startDate < item.localToday ? BookingStatus.Done : BookingStatus.Active
}

/**
 * The spec's customer view. An active booking carries what cancelling now would refund and from how
 * many hours before the start; a cancelled one what was refunded.
 */
export function toCustomerView(item: BookedItem, now: Date): CustomerReservationView {
  const status = bookingStatusOf(item)
  const quote = status === BookingStatus.Active ? quoteFor(item, now) : null
  const refund = item.cancellation
    ? { percentage: item.cancellation.refundPercentage, hours: item.cancellation.policyHours }
    : quote?.cancellable
      ? { percentage: quote.refund_percentage, hours: quote.hours_before }
      : null
  const type = customerServiceType(item)
  const stay = type === 'hotels'
  return {
    id: item.id,
    uuid: item.uuid,
    service_name: item.name,
    service_type: type,
    booking_number: item.bookingNumber,
    payment_id: item.payment?.uuid ?? null,
    serviceable_id: item.serviceId,
    start_date: item.startDate,
    end_date: item.endDate,
    start_time: stay ? null : item.startTime,
    checkin_time: stay ? item.checkinTime : null,
    checkout_time: stay ? item.checkoutTime : null,
    duration:
      type === 'activities' && item.durationMinutes !== null
        ? Math.round((item.durationMinutes / 60) * 100) / 100
        : null,
    price: item.price,
    currency_code: item.currencyCode,
    status,
    refund_percentage: refund?.percentage ?? null,
    cancellation_time: refund?.hours ?? null,
    // A package's party is counted like a tour's: adults and children.
    tour_adults: stay ? null : item.adults,
    tour_children: stay ? null : item.children,
    hotel_adults: stay ? item.adults : null,
    hotel_children: stay ? item.children : null,
    package_service: null,
    location_name: item.locationName,
    // The supplier's instruction to the guest; before a supplier wrote one, the booking's comments.
    special_instruction: item.specialInstruction ?? (item.comments.trim() || null),
    payer_name: item.guest?.name ?? '',
    payer_email: item.guest?.email ?? '',
    payer_phone_area_code: item.guest?.area_code ?? null,
    payer_phone: item.guest?.phone ?? null,
    supplier_name: item.supplier.name,
    supplier_email: item.supplier.email,
    supplier_phone: null,
    booking_date: (item.bookedAt ?? item.startsAt).toISOString(),
    image: item.image,
    hotel_reserved_items: item.rooms.map((room) => ({
      room_type_name: room.roomTypeName,
      rate_plan_name: room.ratePlanName,
      num_of_rooms: room.rooms,
      num_of_adults: room.adults,
      num_of_children: room.children,
    })),
    paid: moneyTaken(item.payment),
    refund_amount: item.cancellation?.refundAmount ?? null,
    cancellation_reason: item.cancellation?.reason ?? null,
  }
}
