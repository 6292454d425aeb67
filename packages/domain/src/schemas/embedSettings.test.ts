import { describe, expect, it } from 'vitest'
import { embedSettingsInputSchema } from './embedSettings'

const parse = (allowed_origins: unknown) => embedSettingsInputSchema.safeParse({ allowed_origins })

describe('the origins a partner lets embed the widget', () => {
  it('keeps scheme, host and port, as the browser sends them, once each', () => {
    const result = parse([
      'https://WWW.Fjordview.example/',
      ' http://localhost:3000 ',
      'https://www.fjordview.example',
    ])
    expect(result.success && result.data.allowed_origins).toEqual([
      'https://www.fjordview.example',
      'http://localhost:3000',
    ])
  })

  it('refuses a path, a query, another scheme or no scheme, naming the entry', () => {
    for (const bad of [
      'https://example.com/shop',
      'https://example.com?x=1',
      'ftp://example.com',
      'example.com',
      '*',
    ]) {
      const result = parse(['https://ok.example', bad])
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0]?.path, bad).toEqual(['allowed_origins', 1])
      expect(result.error?.issues[0]?.message, bad).toMatch(
        /^Enter an origin such as https:\/\/www\.example\.com/,
      )
    }
  })

  it('caps the list', () => {
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example`)
    expect(parse(many).error?.issues[0]?.message).toBe('List at most 20 origins')
  })
})
