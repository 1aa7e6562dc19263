/**
 * What the tables of a tournament answer: standings per group (compute-standings.ts rows), point adjustments,
 * scorers and the discipline table; and the leaderboards across tournaments and the dashboard.
 */
import { z } from 'zod'
import { GENRES, TIE_BREAKERS } from '#domain/competition/settings.ts'
import { GameSchema } from '#domain/games/game.schema.ts'
import { DateTimeSchema, typeError, UuidSchema } from '#domain/lists/list.schema.ts'
import { SuspensionSchema } from '#domain/suspensions/suspension.schema.ts'

export const ZONES = ['goldCup', 'silverCup', 'ascend', 'descend'] as const

export const StandingsRowSchema = z.object({
  position: z.number().int(),
  teamId: z.string(),
  teamName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  /** including `pointAdjustment` */
  points: z.number().int(),
  pointAdjustment: z.number().int(),
  fairPlayPoints: z.number(),
  zone: z.enum(ZONES).nullable(),
  /** still level with `tiedWith` after every tie-breaker (shown as level, e.g. "=5") */
  tiedOnLots: z.boolean(),
  tiedWith: z.array(z.string()),
  /** the tie-breaker that set the team apart from the teams level with it */
  decidedBy: z.enum(TIE_BREAKERS).nullable(),
  /** the team withdrew from the tournament ("retired"): listed last, without a zone (decision 0027) */
  withdrawn: z.boolean(),
})
export type StandingsRowOut = z.infer<typeof StandingsRowSchema>

export const StandingsSchema = z.object({
  tournamentId: z.string(),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)),
  /** one per group, in the groups' order; a tournament without groups has one with groupId null */
  groups: z.array(
    z.object({ groupId: z.string().nullable(), name: z.string().nullable(), rows: z.array(StandingsRowSchema) }),
  ),
})
export type Standings = z.infer<typeof StandingsSchema>

export const CreatePointAdjustmentInputSchema = z.strictObject({
  teamId: UuidSchema,
  /** negative: a deduction */
  points: z
    .number(typeError)
    .int({ error: 'validation.integer' })
    .min(-1000)
    .max(1000)
    .refine((points) => points !== 0, { error: 'validation.not_zero' }),
  reason: z.string(typeError).trim().min(1).max(200),
})
export type CreatePointAdjustmentInput = z.infer<typeof CreatePointAdjustmentInputSchema>

export const PointAdjustmentSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
})
export type PointAdjustmentOut = z.infer<typeof PointAdjustmentSchema>

export const PointAdjustmentListSchema = z.object({ items: z.array(PointAdjustmentSchema) })

const TeamRef = z.object({ id: z.string(), name: z.string() })

export const TopQuerySchema = z.object({
  limit: z.coerce.number(typeError).int({ error: 'validation.integer' }).min(1).max(500).optional().default(100),
})

export const ScorersSchema = z.object({
  items: z.array(
    z.object({
      /** shared by players on the same number of goals (1, 2, 2, 4) */
      position: z.number().int(),
      playerId: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      goals: z.number().int(),
      /** games where the player scored */
      games: z.number().int(),
      /** the team the player scored most for */
      teamId: z.string(),
      teamName: z.string(),
      teams: z.array(TeamRef),
    }),
  ),
})
export type Scorers = z.infer<typeof ScorersSchema>

const CardCounts = {
  yellow: z.number().int(),
  blue: z.number().int(),
  red: z.number().int(),
  fairPlayPoints: z.number(),
}

export const DisciplineSchema = z.object({
  yellowCardsForSuspension: z.number().int().nullable(),
  /** players with at least one card, most fair-play points first */
  players: z.array(
    z.object({
      playerId: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      teamId: z.string(),
      teamName: z.string(),
      ...CardCounts,
      warning: z.enum(['one_more', 'reached']).nullable(),
      /** suspensions not served yet (draft or active) */
      pendingSuspensions: z.number().int(),
    }),
  ),
  /** every team with cards, fewest fair-play points first */
  teams: z.array(z.object({ teamId: z.string(), teamName: z.string(), ...CardCounts })),
})
export type Discipline = z.infer<typeof DisciplineSchema>

// --- leaderboards ---------------------------------------------------------------------------------------------------

export const LeaderboardsQuerySchema = z.object({
  seasonId: UuidSchema.optional(),
  genre: z.enum(GENRES, typeError).optional(),
  teamSize: z.coerce.number(typeError).int({ error: 'validation.integer' }).min(3).max(11).optional(),
  tournamentId: UuidSchema.optional(),
  limit: z.coerce.number(typeError).int({ error: 'validation.integer' }).min(1).max(500).optional().default(50),
})
export type LeaderboardsQuery = z.output<typeof LeaderboardsQuerySchema>

export const LeaderboardsSchema = z.object({
  /** the tournaments that matched the filters (not deleted) */
  tournaments: z.array(TeamRef),
  /** teams by points over the matching tournaments' counting league games (each tournament's points settings) and adjustments */
  teams: z.array(
    z.object({
      position: z.number().int(),
      teamId: z.string(),
      teamName: z.string(),
      played: z.number().int(),
      won: z.number().int(),
      drawn: z.number().int(),
      lost: z.number().int(),
      goalsFor: z.number().int(),
      goalsAgainst: z.number().int(),
      goalDifference: z.number().int(),
      points: z.number().int(),
    }),
  ),
  /** players by goals over the matching tournaments' counting games */
  players: z.array(
    z.object({
      position: z.number().int(),
      playerId: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      goals: z.number().int(),
      games: z.number().int(),
      teams: z.array(TeamRef),
    }),
  ),
})
export type Leaderboards = z.infer<typeof LeaderboardsSchema>

// --- dashboard ------------------------------------------------------------------------------------------------------

export const DashboardQuerySchema = z.object({
  /** the start of "this week" as the viewer sees it (e.g. local Monday 00:00); default: Monday 00:00 UTC */
  weekStart: DateTimeSchema.optional(),
})

export const DashboardSchema = z.object({
  counts: z.object({
    seasons: z.number().int(),
    tournaments: z.number().int(),
    teams: z.number().int(),
    players: z.number().int(),
    locations: z.number().int(),
    games: z.number().int(),
    confirmedGames: z.number().int(),
    goals: z.number().int(),
  }),
  thisWeek: z.object({ from: z.string(), to: z.string(), games: z.array(GameSchema) }),
  /** the last confirmed games, newest first */
  latestResults: z.array(GameSchema),
  needsAttention: z.object({
    /** played (playAt in the past), not confirmed, not suspended: oldest first, at most 20 */
    unconfirmedGames: z.array(GameSchema),
    unconfirmedGamesCount: z.number().int(),
    /** draft suspensions to confirm, change or ignore: at most 20 */
    draftSuspensions: z.array(SuspensionSchema),
    draftSuspensionsCount: z.number().int(),
  }),
})
export type Dashboard = z.infer<typeof DashboardSchema>
