import { describe, expect, it } from 'vitest'
import { describeDrift } from './api-drift'

const committed = {
  paths: { '/api/health': { get: { summary: 'Liveness' } }, '/old': { delete: { summary: 'Gone' } } },
  components: { schemas: { Tour: { type: 'object' } } },
}

describe('the drift message', () => {
  it('names each added, changed and removed operation and schema', () => {
    const current = {
      paths: { '/api/health': { get: { summary: 'Planted' }, post: { summary: 'New' } } },
      components: { schemas: { Tour: { type: 'object' }, Ticket: { type: 'object' } } },
    }
    expect(describeDrift(committed, current)).toEqual([
      'changed GET /api/health',
      'added   POST /api/health',
      'removed DELETE /old',
      'added   schema Ticket',
    ])
  })

  it('says so when only the formatting or the generator output differs', () => {
    expect(describeDrift(committed, committed)).toEqual([
      '(same operations and schemas: formatting or generator output differs)',
    ])
  })
})
