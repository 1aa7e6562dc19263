import * as z from 'zod/mini'
import { POINT_ADJUSTMENT_MAX, REASON_MAX } from '#client/lib/competition/competition-constants.ts'
import { integerField } from '#client/lib/league-data/form-schemas.ts'

/** A point adjustment: a team loses (negative) or gains points, with a reason; never zero. */
export const AdjustmentFormSchema = z.object({
  teamId: z.string().check(z.minLength(1, 'validation.required')),
  points: z.nullable(integerField(-POINT_ADJUSTMENT_MAX, POINT_ADJUSTMENT_MAX)).check(
    z.refine((value) => value !== null, 'validation.required'),
    z.refine((value) => value !== 0, 'validation.not_zero'),
  ),
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(REASON_MAX, 'validation.too_big')),
})
export type AdjustmentFormValues = z.infer<typeof AdjustmentFormSchema>
export const ADJUSTMENT_FIELDS = ['teamId', 'points', 'reason'] as const

export const adjustmentBody = (values: AdjustmentFormValues) => ({
  teamId: values.teamId,
  points: values.points ?? 0,
  reason: values.reason.trim(),
})
