/** A game's lineups: the players each side fielded (decision 0026). */
import { z } from 'zod'
import { AllowIneligibleSchema } from '#domain/eligibility/eligibility.schema.ts'
import { typeError, UuidSchema } from '#domain/lists/list.schema.ts'
import { LINEUP_MAX, PlayerNameFields } from './game.schema.ts'

// --- line-ups ------------------------------------------------------------------------------------------------------

const LineupIdsSchema = z
  .array(UuidSchema, typeError)
  .max(LINEUP_MAX, { error: 'validation.too_big' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate' })

/**
 * Who played (decision 0026): the players of each side, from that team's roster (or already in this game's line-up). The
 * lists replace the saved ones; an empty list clears a side.
 */
export const GameLineupsInputSchema = z.strictObject({
  home: LineupIdsSchema,
  away: LineupIdsSchema,
  /** an admin or manager fields ineligible players anyway, with `reason` (decision 0038) */
  ...AllowIneligibleSchema,
})

export type GameLineupsInput = z.infer<typeof GameLineupsInputSchema>

export const GameLineupsSchema = z.object({
  home: z.array(z.object(PlayerNameFields)),
  away: z.array(z.object(PlayerNameFields)),
})

export type GameLineups = z.infer<typeof GameLineupsSchema>
