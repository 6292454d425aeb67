import { describe, expect, it } from 'vitest'
import { checkoutPersonalInfoSchema, confirmReservationBodySchema, orderSchema } from './checkout'
import { orderFromPersonalInfo } from '../rules/order'

const info = {
  first_name: 'Ola',
  last_name: 'Nordmann',
  email: 'ola@example.com',
  phone_number: '41234567',
  area_code: '+47',
  country: 'NO',
}

describe('checkout personal info', () => {
  it('accepts a filled form and rejects a bad email', () => {
    expect(checkoutPersonalInfoSchema.parse(info)).toEqual(info)
    expect(checkoutPersonalInfoSchema.safeParse({ ...info, email: 'ola' }).success).toBe(false)
    expect(checkoutPersonalInfoSchema.safeParse({ ...info, first_name: ' ' }).success).toBe(false)
  })

  it('becomes the order payload of hold and payment-intent calls', () => {
    const order = orderFromPersonalInfo(info)
    expect(order).toEqual({
      name: 'Ola Nordmann',
      first_name: 'Ola',
      last_name: 'Nordmann',
      email: 'ola@example.com',
      country: 'NO',
      area_code: '+47',
      phone: '41234567',
    })
    expect(orderSchema.safeParse(order).success).toBe(true)
  })

  it('refuses an order whose phone number cannot exist', () => {
    const order = { ...orderFromPersonalInfo(info), phone: '12' }
    const parsed = orderSchema.safeParse(order)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'Please enter valid phone number.',
    })
  })
})

describe('confirmReservationBodySchema', () => {
  it('reports the payment as paid, code 2', () => {
    expect(confirmReservationBodySchema.safeParse({ status: 2 }).success).toBe(true)
    expect(confirmReservationBodySchema.safeParse({ status: 1 }).success).toBe(false)
  })
})
