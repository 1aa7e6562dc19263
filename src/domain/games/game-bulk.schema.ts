/** Bulk actions on games: the ids or the schedule they take and what they answer (see games/bulk-games.ts). */
import { z } from 'zod'
import { DateTimeSchema, TimeZoneSchema, typeError, UuidSchema, VersionSchema } from '#domain/lists/list.schema.ts'

// --- bulk -----------------------------------------------------------------------------------------------------------

const BulkIdsSchema = z
  .array(UuidSchema, typeError)
  .min(1)
  .max(2000)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate' })

/**
 * One game of a round's schedule (decision 0025): its date and time (or a hidden time), venue and field, all given. A
 * field given without its venue brings the venue; `version`, when sent, must be the current one (409 STALE_VERSION
 * naming `gameId`).
 */
export const ScheduleEntrySchema = z.strictObject(
  {
    id: UuidSchema,
    version: VersionSchema.optional(),
    playAt: DateTimeSchema.nullable(),
    isPlayAtTimeHidden: z.boolean(typeError).optional().default(false),
    locationId: UuidSchema.nullable(),
    fieldId: UuidSchema.nullable().optional().default(null),
  },
  typeError,
)

export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>

/**
 * Bulk changes to the listed games (docs/product.md): publish them, move them by `days` (negative: back), or give them all
 * one `playAt`; or `schedule`: each game its own date, time, venue and field in one transaction (a round scheduled in
 * one screen, decision 0025), checked for double bookings as a whole. Date edits leave confirmed (played) games alone
 * unless `includePlayed`; games without a date are not moved. Deleted games and other organizations' ids are skipped.
 * Versions are not checked (each game's is bumped), except those a `schedule` entry sends.
 */
export const BulkGamesInputSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('publish'), ids: BulkIdsSchema }),
    z.strictObject({ action: z.literal('unpublish'), ids: BulkIdsSchema }),
    z.strictObject({
      action: z.literal('moveDays'),
      ids: BulkIdsSchema,
      days: z
        .number(typeError)
        .int({ error: 'validation.integer' })
        .min(-3650)
        .max(3650)
        .refine((days) => days !== 0, { error: 'validation.too_small' }),
      includePlayed: z.boolean(typeError).optional().default(false),
      /** where "the same time of day" is counted (default: the league's time zone); a hidden time stays at 12:00 UTC */
      timeZone: TimeZoneSchema.optional(),
      /** move even when a team or a venue would have two games at once (otherwise 409 TEAM_BUSY / VENUE_BUSY) */
      allowOverlap: z.boolean(typeError).optional(),
    }),
    z.strictObject({
      action: z.literal('setDate'),
      ids: BulkIdsSchema,
      playAt: DateTimeSchema,
      isPlayAtTimeHidden: z.boolean(typeError).optional(),
      includePlayed: z.boolean(typeError).optional().default(false),
      allowOverlap: z.boolean(typeError).optional(),
    }),
    z.strictObject({
      action: z.literal('schedule'),
      games: z
        .array(ScheduleEntrySchema, typeError)
        .min(1)
        .max(200)
        .refine((games) => new Set(games.map((g) => g.id)).size === games.length, { error: 'validation.duplicate' }),
      includePlayed: z.boolean(typeError).optional().default(false),
      /** save even when a team or a venue would have two games at once (otherwise 409 TEAM_BUSY / VENUE_BUSY) */
      allowOverlap: z.boolean(typeError).optional(),
    }),
  ],
  { error: 'validation.invalid_option' },
)

export type BulkGamesInput = z.infer<typeof BulkGamesInputSchema>

export const BulkGamesResultSchema = z.object({
  /** the games changed, with their new versions */
  updated: z.array(z.object({ id: z.string(), version: z.number().int() })),
  /** ids left alone: unknown, deleted, already in that state, played (date edits without includePlayed) or undated */
  skippedIds: z.array(z.string()),
})

export type BulkGamesResult = z.infer<typeof BulkGamesResultSchema>
