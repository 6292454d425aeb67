import { describe, expect, it } from 'vitest'
import { createBusyGate } from './busy-gate.js'

describe('the busy gate', () => {
  it('lets a few calls run, queues a few more in order, and turns the rest away', async () => {
    const gate = createBusyGate(1, 2)
    const first = await gate.enter()
    expect(first).toBeTypeOf('function')
    const admitted: string[] = []
    const second = gate.enter().then((leave) => (admitted.push('second'), leave))
    const third = gate.enter().then((leave) => (admitted.push('third'), leave))
    expect(await gate.enter()).toBeUndefined()
    expect([gate.running, gate.waiting]).toEqual([1, 2])

    first!()
    first!()
    const leaveSecond = await second
    expect(admitted).toEqual(['second'])
    expect([gate.running, gate.waiting]).toEqual([1, 1])
    leaveSecond!()
    const leaveThird = await third
    leaveThird!()
    expect([gate.running, gate.waiting]).toEqual([0, 0])
  })

  it('drops a waiting call whose client gave up, so it never runs for no one', async () => {
    const gate = createBusyGate(1, 1)
    const leave = await gate.enter()
    const gaveUp = new AbortController()
    const waiting = gate.enter(gaveUp.signal)
    gaveUp.abort()
    expect(await waiting).toBeUndefined()
    expect(gate.waiting).toBe(0)
    leave!()
    expect(gate.running).toBe(0)
  })
})
