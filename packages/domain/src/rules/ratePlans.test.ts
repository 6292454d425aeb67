import { describe, expect, it } from 'vitest'
import { splitRatePlans } from './ratePlans'

const standard = { rate_plan_id: 1, rate_plan_name: 'Standard' }
const breakfast = { rate_plan_id: 2, rate_plan_name: 'Breakfast included' }
const flexible = { rate_plan_id: 3, rate_plan_name: 'Flexible' }

describe('splitRatePlans', () => {
  it('separates connected plans from the others', () => {
    expect(
      splitRatePlans({ rate_plans: [standard, breakfast, flexible], connected_rate_plans: [breakfast] }),
    ).toEqual({
      connected: [breakfast],
      notConnected: [standard, flexible],
    })
  })

  it('leaves all plans unconnected when none is connected', () => {
    expect(splitRatePlans({ rate_plans: [standard], connected_rate_plans: [] })).toEqual({
      connected: [],
      notConnected: [standard],
    })
  })
})
