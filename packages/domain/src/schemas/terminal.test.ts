import { describe, expect, it } from 'vitest'
import {
  terminalLocationSchema,
  terminalReaderSchema,
  terminalSettingsSchema,
  terminalSetupPasswordSchema,
} from './terminal'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('terminalLocationSchema', () => {
  it('accepts a full address without a second line', () => {
    const location = {
      name: 'Front desk',
      address_line_1: 'Karl Johans gate 1',
      city: 'Oslo',
      postal_code: '0154',
      state: 'Oslo',
      country: 'NO',
    }
    expect(terminalLocationSchema.parse(location)).toEqual(location)
  })

  it('names each missing field', () => {
    expect(messages(terminalLocationSchema.safeParse({ name: ' ' }))).toEqual([
      'Please enter location name',
      'Please enter address',
      'Please enter city',
      'Please enter postal code',
      'Please enter state',
      'Please enter country',
    ])
  })
})

describe('terminalReaderSchema', () => {
  const reader = { name: 'Counter 1', registration_code: 'puppies-plug-could', location: 3 }

  it('accepts a reader with a registration code and a location', () => {
    expect(terminalReaderSchema.safeParse(reader).success).toBe(true)
    expect(terminalReaderSchema.safeParse({ ...reader, registration_code: 'simulated-wpe' }).success).toBe(
      true,
    )
  })

  it('uses the spec texts', () => {
    expect(messages(terminalReaderSchema.safeParse({ ...reader, name: '' }))).toEqual([
      'Please enter reader name',
    ])
    expect(messages(terminalReaderSchema.safeParse({ ...reader, registration_code: '' }))).toContain(
      'Please enter reader code',
    )
    expect(messages(terminalReaderSchema.safeParse({ ...reader, registration_code: 'bad code!' }))).toEqual([
      'Please enter valid reader code',
    ])
    expect(messages(terminalReaderSchema.safeParse({ ...reader, location: undefined }))).toEqual([
      'Please select location',
    ])
  })
})

describe('terminal setup', () => {
  it('needs a password', () => {
    expect(messages(terminalSetupPasswordSchema.safeParse({ password: '' }))).toEqual([
      'Please enter valid password',
    ])
  })

  it('needs both a location and a reader', () => {
    expect(terminalSettingsSchema.safeParse({ location_id: 1, reader_id: 2 }).success).toBe(true)
    expect(messages(terminalSettingsSchema.safeParse({ location_id: 1 }))).toEqual(['Please select reader'])
    expect(messages(terminalSettingsSchema.safeParse({ reader_id: 2, location_id: 0 }))).toEqual([
      'Please select location',
    ])
  })
})
