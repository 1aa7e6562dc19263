import { hashPassword } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { passwordHashingFor } from './password-hashing.ts'

describe('password hashing under test', () => {
  const hashing = passwordHashingFor('test')

  it('is better-auth’s own outside the tests', () => {
    expect(passwordHashingFor('production')).toBeUndefined()
    expect(passwordHashingFor('development')).toBeUndefined()
  })

  it('verifies its own hashes, refuses a wrong password and a salted hash of another password', async () => {
    if (!hashing) throw new Error('no test hashing')
    const hash = await hashing.hash('correct-horse-1')
    expect(hash).toMatch(/^test-[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await hashing.verify({ hash, password: 'correct-horse-1' })).toBe(true)
    expect(await hashing.verify({ hash, password: 'correct-horse-2' })).toBe(false)
    expect(await hashing.hash('correct-horse-1')).not.toBe(hash)
  })

  it('verifies a hash made at full cost (the demo admin’s) at full cost', async () => {
    if (!hashing) throw new Error('no test hashing')
    const hash = await hashPassword('demo-password-1')
    expect(await hashing.verify({ hash, password: 'demo-password-1' })).toBe(true)
    expect(await hashing.verify({ hash, password: 'demo-password-2' })).toBe(false)
  })
})
