import { describe, expect, it } from 'vitest'
import { ApprovalStatus } from './approvalStatus'
import { ListingFilter } from './listingFilter'
import { PaymentChannel, PaymentMethod, paymentChannelOf, paymentMethodSchema } from './paymentMethod'
import { PaymentStatus, paymentStatusFromName, paymentStatusName, paymentStatusSchema } from './paymentStatus'
import { Policy, policySchema } from './policy'
import { ReservationStatus, reservationStatusFromName, reservationStatusName } from './reservationStatus'
import { SERVICE_TYPE_NAMES, ServiceType, serviceTypeFromName, serviceTypeName } from './serviceType'
import { Status } from './status'
import { SyncJobStatus, syncJobStatusFromName, syncJobStatusName } from './syncJobStatus'
import { HeaderType, isScrolledHeader } from './headerType'
import { GuestType } from './guestType'
import { UserRole, userRoleSchema } from './userRole'

describe('wire codes', () => {
  it('keep the spec codes', () => {
    expect(UserRole).toEqual({ General: 1, Supplier: 2, Partner: 3, Admin: 4, Guest: 5, Operator: 6 })
    expect(ServiceType.Activities).toBe(1)
    expect(ServiceType.Packages).toBe(7)
    expect(ReservationStatus.InCart).toBe(1)
    expect(ReservationStatus.ConfirmFailed).toBe(7)
    expect(ApprovalStatus).toEqual({ Pending: 1, Active: 2, Reject: 3 })
    expect(PaymentStatus).toEqual({ Pending: 1, Paid: 2, Failed: 3 })
    expect(Object.keys(GuestType)).toHaveLength(13)
  })

  it('share the stored status codes between Status and ListingFilter, which adds sync failed', () => {
    expect(ListingFilter).toEqual({ ...Status, SyncFailed: 100 })
  })

  it('are validated by their schemas', () => {
    expect(userRoleSchema.safeParse(6).success).toBe(true)
    expect(userRoleSchema.safeParse(7).success).toBe(false)
    expect(userRoleSchema.safeParse('4').success).toBe(false)
    expect(paymentStatusSchema.safeParse(3).success).toBe(true)
    expect(paymentMethodSchema.safeParse('no-payment').success).toBe(true)
    expect(paymentMethodSchema.safeParse('cash').success).toBe(false)
  })
})

describe('service type names', () => {
  it('convert both ways for every code', () => {
    const codes = Object.values(ServiceType)
    expect(codes.map(serviceTypeName)).toEqual([...SERVICE_TYPE_NAMES])
    for (const code of codes) expect(serviceTypeFromName(serviceTypeName(code))).toBe(code)
  })

  it('give undefined for an unknown name', () => {
    expect(serviceTypeFromName('flights')).toBeUndefined()
    expect(serviceTypeFromName('Hotels')).toBeUndefined()
  })
})

describe('reservation status names', () => {
  it('convert the four statuses that have a string form', () => {
    expect(reservationStatusName(ReservationStatus.Confirm)).toBe('CONFIRM')
    expect(reservationStatusName(ReservationStatus.ConfirmFailed)).toBe('CONFIRM_FAILED')
    expect(reservationStatusName(ReservationStatus.Cancel)).toBe('CANCEL')
    expect(reservationStatusName(ReservationStatus.CancellationFailed)).toBe('CANCEL_FAILED')
    expect(reservationStatusFromName('CANCEL_FAILED')).toBe(6)
    expect(reservationStatusFromName('CONFIRM')).toBe(4)
  })

  it('give undefined where the spec has no string form', () => {
    expect(reservationStatusName(ReservationStatus.InCart)).toBeUndefined()
    expect(reservationStatusName(ReservationStatus.HoldFailed)).toBeUndefined()
    expect(reservationStatusFromName('IN_CART')).toBeUndefined()
  })
})

describe('payment and sync job status names', () => {
  it('convert both ways', () => {
    expect(paymentStatusName(PaymentStatus.Failed)).toBe('PAYMENT_FAILED')
    expect(paymentStatusFromName('PAYMENT_PAID')).toBe(2)
    expect(paymentStatusFromName('PAID')).toBeUndefined()
    expect(syncJobStatusName(SyncJobStatus.Started)).toBe('running')
    expect(syncJobStatusFromName('completed')).toBe(3)
    expect(syncJobStatusFromName('started')).toBeUndefined()
  })
})

describe('payment channel', () => {
  it('is terminal for the card reader only', () => {
    expect(paymentChannelOf(PaymentMethod.Terminal)).toBe(PaymentChannel.Terminal)
    expect(paymentChannelOf(PaymentMethod.Card)).toBe(PaymentChannel.Online)
    expect(paymentChannelOf(PaymentMethod.NoPayment)).toBe(PaymentChannel.Online)
  })
})

describe('header type', () => {
  it('draws scrolled_fixed as scrolled', () => {
    expect(isScrolledHeader(HeaderType.ScrolledFixed)).toBe(true)
    expect(isScrolledHeader(HeaderType.Fixed)).toBe(false)
  })
})

describe('Policy', () => {
  it('has each policy name as its own value', () => {
    for (const [name, value] of Object.entries(Policy)) expect(value).toBe(name)
    expect(Object.keys(Policy)).toHaveLength(12)
    expect(policySchema.safeParse('PARTNER_MAX_PARTNER_SITE_COUNT_2').success).toBe(true)
    expect(policySchema.safeParse('SUPER_POLICY').success).toBe(false)
  })
})
