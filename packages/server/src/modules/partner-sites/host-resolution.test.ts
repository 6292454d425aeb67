import { describe, expect, it } from 'vitest'
import { resolveHost } from './host-resolution.js'

describe('resolveHost', () => {
  it.each([
    ['demo.localhost:8080', 'localhost:8080', { kind: 'sub_domain', subDomain: 'demo' }],
    ['DEMO.jaunt.app', 'jaunt.app', { kind: 'sub_domain', subDomain: 'demo' }],
    ['demo.localhost', 'jaunt.app', { kind: 'sub_domain', subDomain: 'demo' }],
    ['localhost:8080', 'localhost:8080', { kind: 'default' }],
    ['jaunt.app', 'jaunt.app', { kind: 'default' }],
    ['[::1]:8080', 'localhost:8080', { kind: 'default' }],
    ['www.tours.example.com', 'jaunt.app', { kind: 'domain', domain: 'tours.example.com' }],
    ['https://tours.example.com/en/page', 'jaunt.app', { kind: 'domain', domain: 'tours.example.com' }],
    ['a.b.jaunt.app', 'jaunt.app', { kind: 'domain', domain: 'a.b.jaunt.app' }],
  ])('%s on %s', (host, appHost, expected) => {
    expect(resolveHost(host, appHost)).toEqual(expected)
  })
})
