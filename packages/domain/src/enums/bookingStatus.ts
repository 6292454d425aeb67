import { z } from 'zod'

/** Status of a booking as the customer sees it. */
export const BookingStatus = { Active: 'Active', Cancelled: 'Cancelled', Done: 'Done' } as const
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus]
export const bookingStatusSchema = z.enum(BookingStatus)

/** Status of a reservation in the back-office reservation list. */
export const ReservationListStatus = { Confirmed: 'CONFIRMED', Cancelled: 'CANCELLED' } as const
export type ReservationListStatus = (typeof ReservationListStatus)[keyof typeof ReservationListStatus]
export const reservationListStatusSchema = z.enum(ReservationListStatus)
