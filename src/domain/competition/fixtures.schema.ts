/**
 * Fixtures (docs/product.md) and the rounds they create. A preview answers the rounds without saving anything; generating
 * saves the rounds (number, name, date, byes) and their games as drafts, and answers the same shape with ids.
 */
import { z } from 'zod'
import {
  DateSchema,
  SINGLE_LINE,
  singleLineError,
  TimeZoneSchema,
  typeError,
  UuidSchema,
} from '#domain/lists/list.schema.ts'
import { TeamRefSchema } from './group.schema.ts'

export const FIXTURES_MODES = ['home', 'homeAndAway'] as const

export const FixturesInputSchema = z.strictObject({
  groupId: UuidSchema,
  /** home: each pair once; homeAndAway: twice, the second half mirrored with venues swapped */
  mode: z.enum(FIXTURES_MODES, typeError),
  /** the date of round 1; without it the rounds have no date */
  startDate: DateSchema.optional(),
  /** days between rounds (default 7) */
  intervalDays: z.number(typeError).int({ error: 'validation.integer' }).min(1).max(365).optional(),
  /** the group already has games: replace the ones not confirmed (refused while any is confirmed) */
  replace: z.boolean(typeError).optional(),
  /** generate even when a dated round gives a team a second game that day (otherwise 409 TEAM_BUSY) */
  allowOverlap: z.boolean(typeError).optional(),
})
export type FixturesInput = z.infer<typeof FixturesInputSchema>

export const FixturesRoundSchema = z.object({
  /** absent in a preview */
  id: z.string().optional(),
  number: z.number().int(),
  name: z.string().nullable(),
  /** YYYY-MM-DD, or null without a start date */
  date: z.string().nullable(),
  games: z.array(z.object({ id: z.string().optional(), homeTeamId: z.string(), awayTeamId: z.string() })),
  /** the team resting this round ("fecha libre"), with an odd number of teams */
  byeTeamIds: z.array(z.string()),
})

export const FixturesSchema = z.object({
  groupId: z.string(),
  mode: z.enum(FIXTURES_MODES),
  rounds: z.array(FixturesRoundSchema),
})
export type Fixtures = z.infer<typeof FixturesSchema>

export const RoundSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  tournamentId: z.string(),
  groupId: z.string().nullable(),
  number: z.number().int(),
  /** null: the client shows "Fecha n" / "Round n" */
  name: z.string().nullable(),
  date: z.string().nullable(),
  byeTeamIds: z.array(z.string()),
  byeTeams: z.array(TeamRefSchema),
})
export type Round = z.infer<typeof RoundSchema>

export const RoundListSchema = z.object({ items: z.array(RoundSchema) })
export type RoundList = z.infer<typeof RoundListSchema>

/**
 * Renames and re-dates several rounds at once; null clears a name or date. A round whose date changes takes its games
 * along: each moves by the same number of days keeping its time of day in `timeZone`, and one without a date gets the
 * round's day (12:00 UTC, time hidden). Played (confirmed) games stay unless `includePlayed`; deleted ones never move. Clearing a
 * round's date leaves its games' dates as they are.
 */
export const UpdateRoundsInputSchema = z.strictObject({
  rounds: z
    .array(
      z.strictObject({
        id: UuidSchema,
        name: z.string(typeError).trim().max(80).regex(SINGLE_LINE, singleLineError).nullable().optional(),
        date: DateSchema.nullable().optional(),
      }),
      typeError,
    )
    .min(1)
    .max(500)
    .refine((rounds) => new Set(rounds.map((r) => r.id)).size === rounds.length, { error: 'validation.duplicate' }),
  /** move confirmed (played) games with their round too, as games/bulk's date edits do (default false) */
  includePlayed: z.boolean(typeError).optional(),
  /** move even when a team or a venue would have two games at once (otherwise 409 TEAM_BUSY / VENUE_BUSY) */
  allowOverlap: z.boolean(typeError).optional(),
  /** where moved games keep their time of day (default UTC), as in games/bulk's `moveDays` */
  timeZone: TimeZoneSchema.optional(),
})
export type UpdateRoundsInput = z.infer<typeof UpdateRoundsInputSchema>

export const UpdateRoundsResultSchema = RoundListSchema.extend({
  /** the games whose date changed with their round, with their new versions */
  movedGames: z.array(z.object({ id: z.string(), version: z.number().int() })),
})
export type UpdateRoundsResult = z.infer<typeof UpdateRoundsResultSchema>
