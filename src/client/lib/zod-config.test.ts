import { describe, expect, it } from 'vitest'
import { configureZod } from './zod-config.ts'

describe('configureZod', () => {
  it('makes zod jitless through the global object it reads its settings from', async () => {
    configureZod()
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
  })
})
