/**
 * Suspensions (docs/product.md "Competition rules"): a red card, or the N-th yellow of a player in a tournament, creates a
 * draft; an admin confirms, changes (number of games), ignores (`isDraftSuspensionIgnored`) or removes it; one can
 * also be created by hand (confirmed at once). `skipEarnedGame` is fixed at creation. The games served and remaining
 * are derived from the team's games (domain/discipline/suspensions.ts), never stored.
 */
import { z } from 'zod'
import { typeError, UuidSchema, VersionSchema } from '#domain/lists/list.schema.ts'

export const SUSPENSION_STATUSES = ['draft', 'active', 'served', 'ignored'] as const
export type SuspensionStatusValue = (typeof SUSPENSION_STATUSES)[number]

export const SUSPENSION_REASONS = ['red', 'yellows', 'second_yellow', 'manual'] as const

const GamesCountSchema = z.number(typeError).int({ error: 'validation.integer' }).min(0).max(100)
const NoteSchema = z.string(typeError).trim().max(200).nullable().optional()

export const SuspensionListQuerySchema = z.object({
  tournamentId: UuidSchema.optional(),
  status: z.enum(SUSPENSION_STATUSES, typeError).optional(),
  playerId: UuidSchema.optional(),
  teamId: UuidSchema.optional(),
})
export type SuspensionListQuery = z.infer<typeof SuspensionListQuerySchema>

export const CreateSuspensionInputSchema = z.strictObject({
  tournamentId: UuidSchema,
  playerId: UuidSchema,
  /** the team whose following games serve it: it plays in the tournament, and the player is on its roster */
  teamId: UuidSchema,
  gamesCount: GamesCountSchema.min(1),
  /**
   * a game of that team in the tournament where it was earned, already played (a result, a confirmation or a date in
   * the past; not suspended); without it, it is served from the next games by date
   */
  earnedGameId: UuidSchema.nullable().optional(),
  /** default true: the earned game does not count toward serving. Fixed once created. */
  skipEarnedGame: z.boolean(typeError).optional().default(true),
  note: NoteSchema,
})
export type CreateSuspensionInput = z.infer<typeof CreateSuspensionInputSchema>

export const UpdateSuspensionInputSchema = z.strictObject({
  version: VersionSchema.optional(),
  gamesCount: GamesCountSchema.optional(),
  note: NoteSchema,
  /** refused: fixed when the suspension was created (docs/product.md) */
  skipEarnedGame: z
    .unknown()
    .refine(() => false, { error: 'validation.immutable' })
    .optional(),
})
export type UpdateSuspensionInput = z.infer<typeof UpdateSuspensionInputSchema>

export const SuspensionActionInputSchema = z.strictObject({ version: VersionSchema.optional() })

export const SuspensionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tournamentId: z.string(),
  tournament: z.object({ id: z.string(), name: z.string() }),
  playerId: z.string(),
  player: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }),
  teamId: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  cardId: z.string().nullable(),
  card: z.object({ id: z.string(), type: z.string(), gameId: z.string() }).nullable(),
  earnedGameId: z.string().nullable(),
  reason: z.enum(SUSPENSION_REASONS),
  note: z.string().nullable(),
  gamesCount: z.number().int(),
  remaining: z.number().int(),
  skipEarnedGame: z.boolean(),
  isDraft: z.boolean(),
  isDraftSuspensionIgnored: z.boolean(),
  status: z.enum(SUSPENSION_STATUSES),
  confirmedAt: z.string().nullable(),
  /** confirmed-played games that served it, in order */
  servedGameIds: z.array(z.string()),
  /** the next games (not played yet) the player misses */
  gamesToServe: z.array(z.string()),
  /** confirmed games the player appeared in while suspended: they served nothing (decision 0038) */
  breachedGameIds: z.array(z.string()),
})
export type Suspension = z.infer<typeof SuspensionSchema>

export const SuspensionListSchema = z.object({ items: z.array(SuspensionSchema) })
export type SuspensionList = z.infer<typeof SuspensionListSchema>

/**
 * A player's record per tournament: goals, cards, the yellow-card warning and suspensions; in every tournament where
 * they scored, were booked or suspended, or where one of their teams takes part (so a manager can suspend them there).
 */
export const PlayerDisciplineSchema = z.object({
  playerId: z.string(),
  tournaments: z.array(
    z.object({
      tournamentId: z.string(),
      tournamentName: z.string(),
      /** the player's teams (on the roster now) in one of the tournament's groups or games: who serves a suspension */
      teams: z.array(z.object({ id: z.string(), name: z.string() })),
      yellowCardsForSuspension: z.number().int().nullable(),
      goals: z.number().int(),
      /** games (that count: confirmed, not suspended or deleted) whose line-up lists the player */
      gamesPlayed: z.number().int(),
      yellow: z.number().int(),
      blue: z.number().int(),
      red: z.number().int(),
      warning: z.enum(['one_more', 'reached']).nullable(),
      suspensions: z.array(SuspensionSchema),
    }),
  ),
})
export type PlayerDiscipline = z.infer<typeof PlayerDisciplineSchema>
