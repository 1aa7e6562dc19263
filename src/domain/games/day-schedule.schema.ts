/**
 * A match day scheduled in one screen (decision 0042): every listed game of any tournament with its date, time, venue
 * and field, each with the version it was loaded at, saved all or nothing.
 */
import { z } from 'zod'
import { typeError, VersionSchema } from '#domain/lists/list.schema.ts'
import { ScheduleEntrySchema } from './game-bulk.schema.ts'

/** One game of the day: as a round schedule's entry, its `version` required (409 STALE_VERSION when not current). */
export const DayScheduleEntrySchema = ScheduleEntrySchema.extend({ version: VersionSchema })

/** `{ games }` rather than a bare list: room for options later, and every request body of the API is an object. */
export const DayScheduleInputSchema = z.strictObject(
  {
    games: z
      .array(DayScheduleEntrySchema, typeError)
      .min(1)
      .max(500)
      .refine((games) => new Set(games.map((g) => g.id)).size === games.length, { error: 'validation.duplicate' }),
  },
  typeError,
)

export type DayScheduleInput = z.infer<typeof DayScheduleInputSchema>

export const DayScheduleResultSchema = z.object({
  /** the games whose date, time or place changed, with their new versions (unchanged and played games are left) */
  updated: z.array(z.object({ id: z.string(), version: z.number().int() })),
})

export type DayScheduleResult = z.infer<typeof DayScheduleResultSchema>
