import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { CreatePointAdjustmentInputSchema } from '#domain/standings-api/standings.schema.ts'
import { AdjustmentFormSchema, adjustmentBody } from './adjustment-form.ts'

const T = '11111111-1111-4111-8111-111111111111'

describe('the point adjustment form', () => {
  it('refuses zero points and an empty reason', () => {
    const result = z.safeParse(AdjustmentFormSchema, { teamId: T, points: 0, reason: ' ' })
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['points', 'validation.not_zero'],
      ['reason', 'validation.required'],
    ])
  })

  it('sends a deduction the contract accepts', () => {
    const parsed = z.parse(AdjustmentFormSchema, { teamId: T, points: -3, reason: ' Incidentes ' })
    const body = adjustmentBody(parsed)
    expect(body).toEqual({ teamId: T, points: -3, reason: 'Incidentes' })
    expect(CreatePointAdjustmentInputSchema.safeParse(body).success).toBe(true)
  })
})
