import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { OrganizationInputSchema } from './organization-schema.ts'

const leagues = [{ name: 'Apertura', country: 'AR' }]
const nameMessage = (name: string) =>
  z.safeParse(OrganizationInputSchema, { name, leagues }).error?.issues.find((issue) => issue.path[0] === 'name')
    ?.message

describe('the organization form', () => {
  it('says "required" for an empty or blank name, like every other field (decision 0025)', () => {
    expect(nameMessage('')).toBe('validation.required')
    expect(nameMessage('   ')).toBe('validation.required')
  })

  it('takes a one-letter name, as the server does, and refuses one over 80 characters', () => {
    expect(nameMessage('X')).toBeUndefined()
    expect(nameMessage('x'.repeat(81))).toBe('validation.too_long')
  })
})
