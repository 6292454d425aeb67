import { describe, expect, it } from 'vitest'
import {
  changePasswordBodySchema,
  customerLoginBodySchema,
  loginBodySchema,
  refreshTokenBodySchema,
  tokenPairSchema,
} from './auth'
import { errorBodySchema } from './error'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('customerLoginBodySchema', () => {
  it('asks for an email when empty or missing', () => {
    expect(firstMessage(customerLoginBodySchema.safeParse({ email: '' }))).toBe('Please enter email.')
    expect(firstMessage(customerLoginBodySchema.safeParse({ email: '   ' }))).toBe('Please enter email.')
    expect(firstMessage(customerLoginBodySchema.safeParse({}))).toBe('Please enter email.')
  })

  it('asks for a valid email when malformed', () => {
    expect(firstMessage(customerLoginBodySchema.safeParse({ email: 'anna@' }))).toBe(
      'Please enter valid email.',
    )
  })

  it('trims and lowercases the address', () => {
    expect(customerLoginBodySchema.parse({ email: '  Anna@Example.COM ' })).toEqual({
      email: 'anna@example.com',
    })
  })
})

describe('loginBodySchema', () => {
  it('accepts an email and a password', () => {
    expect(loginBodySchema.parse({ email: 'Admin@Jaunt.test', password: 'x' })).toEqual({
      email: 'admin@jaunt.test',
      password: 'x',
    })
  })

  it('rejects an empty password', () => {
    expect(loginBodySchema.safeParse({ email: 'admin@jaunt.test', password: '' }).success).toBe(false)
  })
})

describe('changePasswordBodySchema', () => {
  const body = (new_password: string) => ({ current_password: 'old', new_password })

  it('accepts 8 characters with a letter and a digit', () => {
    expect(changePasswordBodySchema.safeParse(body('abcdefg1')).success).toBe(true)
  })

  it.each([
    ['abc1', 'Password must be at least 8 characters.'],
    ['abcdefgh', 'Password must contain a letter and a digit.'],
    ['12345678', 'Password must contain a letter and a digit.'],
  ])('rejects %s', (password, message) => {
    expect(firstMessage(changePasswordBodySchema.safeParse(body(password)))).toBe(message)
  })
})

describe('token bodies', () => {
  it('need both tokens in a pair', () => {
    expect(tokenPairSchema.safeParse({ access_token: 'a', refresh_token: 'r' }).success).toBe(true)
    expect(tokenPairSchema.safeParse({ access_token: 'a' }).success).toBe(false)
    expect(refreshTokenBodySchema.safeParse({ refresh_token: '' }).success).toBe(false)
  })
})

describe('errorBodySchema', () => {
  it('takes a message with optional field errors', () => {
    expect(errorBodySchema.safeParse({ message: 'Bad request' }).success).toBe(true)
    expect(
      errorBodySchema.safeParse({
        message: 'Bad request',
        errors: [{ path: 'email', message: 'Please enter email.' }],
      }).success,
    ).toBe(true)
    expect(errorBodySchema.safeParse({ errors: [] }).success).toBe(false)
  })
})
