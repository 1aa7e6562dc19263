import { describe, expect, it } from 'vitest'
import { takingTurns } from './heavy-reads.ts'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('heavy reads take turns', () => {
  it('runs at most the given number at once, the others in the order they came', async () => {
    const turns = takingTurns(2)
    const gates = Array.from({ length: 5 }, deferred)
    const started: number[] = []
    const finished: number[] = []
    const reads = gates.map((gate, i) =>
      turns(async () => {
        started.push(i)
        await gate.promise
        finished.push(i)
        return i * 10
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    gates[1]?.resolve()
    await tick()
    expect(started).toEqual([0, 1, 2])
    gates[0]?.resolve()
    await tick()
    expect(started).toEqual([0, 1, 2, 3])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(reads)).toEqual([0, 10, 20, 30, 40])
    expect(finished).toHaveLength(5)
  })

  it('a read that fails answers its error and passes its turn on', async () => {
    const turns = takingTurns(1)
    const first = deferred()
    const failing = turns(async () => {
      await first.promise
      throw new Error('the database went away')
    })
    const next = turns(async () => 'answered')
    first.resolve()
    await expect(failing).rejects.toThrow('the database went away')
    await expect(next).resolves.toBe('answered')
    // and the turn is free again: a read now starts at once
    let ran = false
    await turns(async () => {
      ran = true
    })
    expect(ran).toBe(true)
  })
})
