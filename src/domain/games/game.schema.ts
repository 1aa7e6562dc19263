/**
 * Games (docs/product.md "Competition rules"): kind, date and time (the time may be hidden), venue and field,
 * the states draft / published / confirmed / suspended / deleted, the result (goals per player plus unassigned goals;
 * the score is their sum; fractions are truncated) and cards. The game sheet adds each side's roster, goals, cards,
 * suspended players and yellow-card warnings.
 */
import { z } from 'zod'
import { PenaltiesInputSchema } from '#domain/brackets/bracket.schema.ts'
import { TeamRefSchema } from '#domain/competition/group.schema.ts'
import { AllowIneligibleSchema, IneligibleFieldedSchema } from '#domain/eligibility/eligibility.schema.ts'
import { DateTimeSchema, typeError, UuidSchema, VersionSchema } from '#domain/lists/list.schema.ts'
import { GameReportSchema } from '#domain/match-reports/report.schema.ts'
import { AppointmentSchema } from '#domain/officials/official.schema.ts'

export const GAME_KINDS = ['league', 'cup', 'playoff', 'friendly'] as const

export type GameKind = (typeof GAME_KINDS)[number]

/** Derived from the timestamps: deleted > suspended > confirmed > published > draft. */
export const GAME_STATES = ['draft', 'published', 'confirmed', 'suspended', 'deleted'] as const

export type GameState = (typeof GAME_STATES)[number]

export const CARD_TYPES = ['yellow', 'blue', 'red'] as const

export type CardType = (typeof CARD_TYPES)[number]

export const GOALS_MAX = 99

/** A goal's or card's minute: 0–130 (extra time and stoppage included). */
export const MINUTE_MAX = 130

export const MinuteSchema = z
  .number(typeError)
  .int({ error: 'validation.integer' })
  .min(0, { error: 'validation.too_small' })
  .max(MINUTE_MAX, { error: 'validation.minute_range' })

/** The most players a side's line-up lists. */
export const LINEUP_MAX = 60

/** An ISO 8601 date-time with an offset or Z, within the years the portal takes (list.schema.ts). */
export { DateTimeSchema }

const optionalUuid = UuidSchema.nullable().optional()

const gameFields = {
  groupId: optionalUuid,
  roundId: optionalUuid,
  kind: z.enum(GAME_KINDS, typeError).optional(),
  playAt: DateTimeSchema.nullable().optional(),
  isPlayAtTimeHidden: z.boolean(typeError).optional(),
  locationId: optionalUuid,
  fieldId: optionalUuid,
  /** save even when a team or the venue already has a game then (otherwise 409 TEAM_BUSY / VENUE_BUSY) */
  allowOverlap: z.boolean(typeError).optional(),
}

/**
 * `groupId` left out for a league game: the group both teams are in, if any. `fieldId` must be a field of
 * `locationId` (and sets it when `locationId` is left out).
 */
export const CreateGameInputSchema = z
  .strictObject({ tournamentId: UuidSchema, homeTeamId: UuidSchema, awayTeamId: UuidSchema, ...gameFields })
  .refine((game) => game.homeTeamId !== game.awayTeamId, { error: 'validation.same_team', path: ['awayTeamId'] })

export type CreateGameInput = z.infer<typeof CreateGameInputSchema>

/** Teams can change only while the game has no goals or cards (409 GAME_HAS_RESULT). */
export const UpdateGameInputSchema = z.strictObject({
  version: VersionSchema,
  homeTeamId: UuidSchema.optional(),
  awayTeamId: UuidSchema.optional(),
  ...gameFields,
})

export type UpdateGameInput = z.infer<typeof UpdateGameInputSchema>

/** The body of publish / confirm / unconfirm / unsuspend: `version`, when sent, must be the current one. */
export const GameActionInputSchema = z.strictObject({ version: VersionSchema.optional() })

export type GameActionInput = z.infer<typeof GameActionInputSchema>

export const SuspendGameInputSchema = z.strictObject({
  version: VersionSchema.optional(),
  reason: z.string(typeError).trim().max(200).nullable().optional(),
})

export type SuspendGameInput = z.infer<typeof SuspendGameInputSchema>

const booleanQuery = z.enum(['true', 'false'], typeError)

/** The most games one response of `GET games` holds; `offset` pages through the rest (`total` says how many). */
export const GAMES_PAGE_MAX = 500

/** The most ids one games list names (`ids`). */
export const GAME_IDS_MAX = 100
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const GAME_IDS = new RegExp(`^${UUID}(,${UUID}){0,${GAME_IDS_MAX - 1}}$`)

export const GameListQuerySchema = z.object({
  tournamentId: UuidSchema.optional(),
  groupId: UuidSchema.optional(),
  roundId: UuidSchema.optional(),
  /** games where this team is home or away */
  teamId: UuidSchema.optional(),
  /** these games only: up to GAME_IDS_MAX ids, comma-separated (a suspension's games to serve, named on its panel) */
  ids: z
    .string(typeError)
    .regex(GAME_IDS, { error: 'validation.invalid' })
    .transform((value) => value.toLowerCase().split(','))
    .optional(),
  state: z.enum(GAME_STATES, typeError).optional(),
  kind: z.enum(GAME_KINDS, typeError).optional(),
  /** playAt ≥ from, playAt < to */
  from: DateTimeSchema.optional(),
  to: DateTimeSchema.optional(),
  /** true: the games without a date only (the match day pulls a round's undated games in) */
  undated: booleanQuery.optional(),
  /** true: the deleted games only (state=deleted says the same) */
  deleted: booleanQuery.optional(),
  /** a page of at most GAMES_PAGE_MAX games (decision 0043): a whole season's calendar is read page by page */
  limit: z.coerce
    .number(typeError)
    .int({ error: 'validation.integer' })
    .min(1)
    .max(GAMES_PAGE_MAX)
    .optional()
    .default(GAMES_PAGE_MAX),
  offset: z.coerce.number(typeError).int({ error: 'validation.integer' }).min(0).optional().default(0),
})

export type GameListQuery = z.output<typeof GameListQuerySchema>

const RefSchema = z.object({ id: z.string(), name: z.string() })

export const GameSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  tournamentId: z.string(),
  tournament: RefSchema,
  groupId: z.string().nullable(),
  roundId: z.string().nullable(),
  round: z
    .object({ id: z.string(), number: z.number().int(), name: z.string().nullable(), date: z.string().nullable() })
    .nullable(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  homeTeam: TeamRefSchema,
  awayTeam: TeamRefSchema,
  kind: z.enum(GAME_KINDS),
  state: z.enum(GAME_STATES),
  playAt: z.string().nullable(),
  isPlayAtTimeHidden: z.boolean(),
  locationId: z.string().nullable(),
  fieldId: z.string().nullable(),
  location: RefSchema.nullable(),
  field: RefSchema.nullable(),
  publishedAt: z.string().nullable(),
  confirmedPlayedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  /** a result was entered (stats saved at least once) */
  hasResult: z.boolean(),
  /** the penalty shoot-out of a game that decided a level knockout tie */
  penalties: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** the knockout bracket the game belongs to (kind `playoff`) */
  bracketId: z.string().nullable(),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  /** a walkover ("W.O."): the side that won without playing; the score is the tournament's `walkoverScore` */
  walkover: z.object({ winner: z.enum(['home', 'away']) }).nullable(),
  /** the appointed officials and their answers (decision 0050): in the game and the games list, not in public views */
  officials: z.array(AppointmentSchema).optional(),
})

export type Game = z.infer<typeof GameSchema>

export const GamePageSchema = z.object({ items: z.array(GameSchema), total: z.number().int() })

export type GamePage = z.infer<typeof GamePageSchema>

// --- stats ----------------------------------------------------------------------------------------------------------

/** A whole number of goals, 0–99; fractions are truncated (docs/product.md). */
export const GoalCountSchema = z
  .number(typeError)
  .min(0, { error: 'validation.too_small' })
  .max(GOALS_MAX, { error: 'validation.too_big' })
  .transform((value) => Math.trunc(value))

const SideStatsInputSchema = z.strictObject(
  {
    goals: z
      .array(
        z
          .strictObject(
            {
              playerId: UuidSchema,
              goals: GoalCountSchema,
              /** the minutes of those goals that were noted (any order; at most one per goal) */
              minutes: z.array(MinuteSchema, typeError).max(GOALS_MAX).optional().default([]),
            },
            typeError,
          )
          .refine((goal) => goal.minutes.length <= goal.goals, {
            error: 'validation.minutes_over_goals',
            path: ['minutes'],
          }),
        typeError,
      )
      .max(60)
      .refine((goals) => new Set(goals.map((g) => g.playerId)).size === goals.length, {
        error: 'validation.duplicate',
      })
      .optional()
      .default([]),
    unassignedGoals: GoalCountSchema.optional().default(0),
  },
  typeError,
)

export type SideStatsInput = z.infer<typeof SideStatsInputSchema>

export const WALKOVER_SIDES = ['home', 'away'] as const

export type WalkoverSide = (typeof WALKOVER_SIDES)[number]

export const WalkoverInputSchema = z.strictObject(
  { winner: z.enum(WALKOVER_SIDES, { error: 'validation.invalid_option' }) },
  typeError,
)

/**
 * Replaces the game's result. Each player must be on that side's team roster (or already hold goals in this game).
 * `confirm: true` also confirms the game played in the same step; a confirmed game's result can still be corrected.
 *
 * Or, instead of goals, `walkover: { winner }` (decision 0027): the winner gets the tournament's `walkoverScore`, no
 * scorers; `home`, `away` and `penalties` are then refused. A later result with goals clears the walkover.
 */
export const GameStatsInputSchema = z
  .strictObject({
    version: VersionSchema.optional(),
    home: SideStatsInputSchema.optional(),
    away: SideStatsInputSchema.optional(),
    confirm: z.boolean(typeError).optional(),
    /** a knockout tie's shoot-out, only on the game that decides a level tie (absent or null: none) */
    penalties: PenaltiesInputSchema.optional(),
    walkover: WalkoverInputSchema.optional(),
    /** an admin or manager records goals of ineligible players anyway, with `reason` (decision 0038) */
    ...AllowIneligibleSchema,
  })
  // runs even when a field has issues (`when`), so a missing side is reported with them
  .superRefine(
    (data, ctx) => {
      if (data.walkover) {
        for (const key of ['home', 'away', 'penalties'] as const) {
          if (data[key] !== undefined && data[key] !== null) {
            ctx.addIssue({ code: 'custom', path: [key], message: 'validation.walkover_no_goals' })
          }
        }
        return
      }
      for (const key of ['home', 'away'] as const) {
        if (data[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' })
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export type GameStatsInput = z.infer<typeof GameStatsInputSchema>

// --- cards ----------------------------------------------------------------------------------------------------------

export const CreateCardInputSchema = z.strictObject({
  playerId: UuidSchema,
  teamId: UuidSchema,
  type: z.enum(CARD_TYPES, typeError),
  reason: z.string(typeError).trim().max(200).nullable().optional(),
  minute: MinuteSchema.nullable().optional(),
  /** an admin or manager books an ineligible player anyway, with `ineligibleReason` (`reason` is the card's) */
  allowIneligible: AllowIneligibleSchema.allowIneligible,
  ineligibleReason: AllowIneligibleSchema.reason,
})

export type CreateCardInput = z.infer<typeof CreateCardInputSchema>

export const YELLOW_WARNINGS = ['one_more', 'reached'] as const

// --- the game sheet -------------------------------------------------------------------------------------------------

export const PlayerNameFields = {
  playerId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  jerseyNumber: z.number().int().nullable(),
}

export const GameCardSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  ...PlayerNameFields,
  type: z.enum(CARD_TYPES),
  reason: z.string().nullable(),
  minute: z.number().int().nullable(),
  createdAt: z.string(),
  /** the suspension this card created, if any */
  suspensionId: z.string().nullable(),
  suspensionStatus: z.enum(['draft', 'active', 'served', 'ignored']).nullable(),
  isDraftSuspensionIgnored: z.boolean(),
  /** the player's second yellow in this game: a sending-off, shown as a red (second yellow) */
  isSecondYellow: z.boolean(),
})

export type GameCard = z.infer<typeof GameCardSchema>

export const GameSideSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  goals: z.number().int(),
  unassignedGoals: z.number().int(),
  /** `minutes`: the minutes noted for those goals, ascending */
  scorers: z.array(z.object({ ...PlayerNameFields, goals: z.number().int(), minutes: z.array(z.number().int()) })),
  /** who played for this side (the line-up saved with `PUT games/{id}/lineups`), by number then name */
  lineup: z.array(z.object(PlayerNameFields)),
  cards: z.array(GameCardSchema),
  /** players suspended for this game (a suspension, draft or confirmed, with games remaining that reach it) */
  suspendedPlayers: z.array(
    z.object({
      suspensionId: z.string(),
      ...PlayerNameFields,
      status: z.enum(['draft', 'active']),
      gamesCount: z.number().int(),
      remaining: z.number().int(),
      reason: z.string(),
    }),
  ),
  /** players at N−1 (`one_more`) or N (`reached`) yellow cards in the tournament, when the tournament sets N */
  warnings: z.array(z.object({ ...PlayerNameFields, yellowCount: z.number().int(), warning: z.enum(YELLOW_WARNINGS) })),
  /** the team's roster (players not deleted), to pick scorers and cards from */
  players: z.array(
    z.object({
      id: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      jerseyNumber: z.number().int().nullable(),
    }),
  ),
})

export type GameSide = z.infer<typeof GameSideSchema>

export const GameSheetSchema = GameSchema.extend({
  /** the match report (decision 0051): null for a game with no appointed referee */
  report: GameReportSchema.nullable(),
  yellowCardsForSuspension: z.number().int().nullable(),
  /** ineligible players an admin or manager fielded anyway (the "mala inclusión", decision 0038) */
  ineligibleFielded: z.array(IneligibleFieldedSchema),
  home: GameSideSchema,
  away: GameSideSchema,
})

export type GameSheet = z.infer<typeof GameSheetSchema>

export const CreatedCardSchema = z.object({
  id: z.string(),
  gameVersion: z.number().int(),
  /** the player's yellow cards in the tournament, after this card */
  yellowCount: z.number().int(),
  warning: z.enum(YELLOW_WARNINGS).nullable(),
  /** the draft suspension this card created, if any */
  suspensionId: z.string().nullable(),
})

export type CreatedCard = z.infer<typeof CreatedCardSchema>
