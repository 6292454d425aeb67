import { describe, expect, it } from 'vitest'
import { MESSAGES, defaultErrorMessage, httpErrorMessage } from './messages'

describe('defaultErrorMessage', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'Unauthenticated'],
    [403, 'Access Denied'],
    [500, 'Something went wrong'],
    [404, 'Something went wrong'],
    [0, 'Something went wrong'],
  ])('gives %i the text %s', (status, text) => {
    expect(defaultErrorMessage(status)).toBe(text)
  })
})

describe('MESSAGES', () => {
  it('keeps the spec texts word for word', () => {
    expect(MESSAGES.siteLimit).toBe(
      'It appears that you have reached the maximum limit of allowed sites. To increase this limit, please contact support.',
    )
    expect(MESSAGES.sessionExpired).toBe(
      "You've been logged out due to session time out. Kindly log back in for continued access.",
    )
    expect(MESSAGES.noTokenFound).toBe('No Token found!')
    expect(MESSAGES.pageNotFound).toBe('This page could not be found')
    expect(MESSAGES.cardDetailsEmpty).toBe('Your card details is empty!')
  })

  it('has no two keys for the same text', () => {
    const texts = Object.values(MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
  })
})

describe('httpErrorMessage', () => {
  it('fills in the status', () => {
    expect(httpErrorMessage(502)).toBe('HTTP error: 502')
  })
})
