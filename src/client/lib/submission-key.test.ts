import { describe, expect, it } from 'vitest'
import { submissionKeys } from './submission-key.ts'

describe('submissionKeys', () => {
  it('reuses the key for a retry of the same body, and makes a new one after success or for another body', () => {
    let n = 0
    const keys = submissionKeys(() => `k${++n}`)
    const body = { name: 'Apertura', teamIds: ['a', 'b'] }
    expect(keys.keyFor(body)).toBe('k1')
    // the answer was lost: the same form sent again
    expect(keys.keyFor({ name: 'Apertura', teamIds: ['a', 'b'] })).toBe('k1')
    // the user changed the form: another submission
    expect(keys.keyFor({ name: 'Clausura' })).toBe('k2')
    keys.done({ name: 'Clausura' })
    // made: the same body again is a new thing (a second tournament of that name is the server's to refuse)
    expect(keys.keyFor({ name: 'Clausura' })).toBe('k3')
  })
})
