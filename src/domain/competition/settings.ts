/**
 * Tournament settings: the rules a tournament is played under, as one zod schema shared by client and server.
 *
 * - `genre`, `teamSize` (players on the pitch, 3..11) describe the tournament.
 * - `points` for a win, draw and loss (defaults 3, 1, 0) and `fairPlay` weights for yellow, blue and red cards
 *   (defaults 1, 2, 3; fair-play points are a penalty, fewer is better).
 * - `yellowCardsForSuspension`: N, the N-th yellow card of a player in the tournament (and every multiple of N) creates a
 *   draft suspension; `null` (default) turns automatic suspension on yellows off.
 * - `secondYellowCountsTowardAccumulation`: the yellows of a game where a player was sent off by a second yellow count
 *   toward that accumulation too; `false` (default) leaves them out (the sending-off is punished on its own).
 * - `qualifiers`: how many positions go to the gold cup (top), the silver cup (the next ones), ascend (top) and descend
 *   (bottom). See compute-standings.ts for how overlapping zones are resolved.
 * - `tieBreakers`: the ordered criteria used to order teams (see compute-standings.ts); every criterion at most once.
 * - `matchMinutes`: how long a game lasts (with the break) for the double-booking checks; `null` (default) follows
 *   `teamSize`: up to 5-a-side 50, 6–7-a-side 60, 8-a-side 70, larger 105 (matchMinutesOf).
 * - `walkoverScore`: the score a walkover ("W.O.") is recorded with, `winner`–`loser` (default 3–0; the winner's goals
 *   must be more than the loser's).
 *
 * - `registration`: the registered list's rules (lista de buena fe, decision 0038): `closesAt` (after it, additions are
 *   late additions only an admin or manager may approve), `maxPlayers` approved per team, the category `bornFrom` /
 *   `bornTo` (inclusive dates), `onePerTournament` (a player on one team's list only), `requiresApproval` (additions
 *   by a non-admin wait for approval) and `maxPlayersPerGame` (the largest line-up of one side). All off by default.
 * - `reportConfirmHours`: how long the teams have to confirm or dispute a match report the referee submitted (default
 *   48; decision 0051).
 * - `fees`: the fee schedule (decision 0048): `registration`, `perGame` (`perGameOnWalkoverWin`), card fines `yellow`,
 *   `blue`, `red`, `secondYellow`, `walkoverFine`, and `blockLineupOver` (debtors don't play). No charges by default.
 *
 * Every field has a default, so `TournamentSettingsSchema.parse({})` gives `DEFAULT_TOURNAMENT_SETTINGS`; nested objects
 * may be given partially (`{ points: { win: 2 } }` keeps draw 1 and loss 0). Unknown keys are dropped.
 * Error messages are i18n keys (`validation.<rule>`), never English.
 */
import { z } from 'zod'
import { DateSchema, DateTimeSchema } from '#domain/lists/list.schema.ts'

export const TIE_BREAKERS = [
  'points',
  'goalDifference',
  'goalsFor',
  'goalsAgainst',
  'wins',
  'headToHead',
  'fairPlay',
  'drawOfLots',
] as const

export type TieBreaker = (typeof TIE_BREAKERS)[number]

export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = Object.freeze([
  'points',
  'goalDifference',
  'goalsFor',
  'headToHead',
  'fairPlay',
  'drawOfLots',
])

export const GENRES = ['male', 'female', 'any'] as const

function integerBetween(min: number, max: number) {
  return z
    .number({ error: 'validation.invalid_type' })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.too_small' })
    .max(max, { error: 'validation.too_big' })
}

const PointsSchema = z
  .object(
    {
      win: integerBetween(-10, 10).default(3),
      draw: integerBetween(-10, 10).default(1),
      loss: integerBetween(-10, 10).default(0),
    },
    { error: 'validation.invalid_type' },
  )
  .prefault({})

const FairPlaySchema = z
  .object(
    {
      yellow: integerBetween(0, 20).default(1),
      blue: integerBetween(0, 20).default(2),
      red: integerBetween(0, 20).default(3),
    },
    { error: 'validation.invalid_type' },
  )
  .prefault({})

const QualifiersSchema = z
  .object(
    {
      goldCup: integerBetween(0, 64).default(0),
      silverCup: integerBetween(0, 64).default(0),
      ascend: integerBetween(0, 64).default(0),
      descend: integerBetween(0, 64).default(0),
    },
    { error: 'validation.invalid_type' },
  )
  .prefault({})

const TieBreakersSchema = z
  .array(z.enum(TIE_BREAKERS, { error: 'validation.invalid_option' }), { error: 'validation.invalid_type' })
  .min(1, { error: 'validation.too_small' })
  .refine((list) => new Set(list).size === list.length, { error: 'validation.tie_breakers_unique' })
  .default(() => [...DEFAULT_TIE_BREAKERS])

const WalkoverScoreSchema = z
  .object(
    {
      winner: integerBetween(1, 99).default(3),
      loser: integerBetween(0, 98).default(0),
    },
    { error: 'validation.invalid_type' },
  )
  .refine((score) => score.winner > score.loser, { error: 'validation.walkover_score', path: ['loser'] })
  .prefault({})

/** The registered list's rules (decision 0038); every rule off by default, so today's tournaments keep their behaviour. */
export const RegistrationRulesSchema = z
  .object(
    {
      /** after it, an addition is a late addition: only an admin or manager adds or approves it */
      closesAt: DateTimeSchema.nullable().default(null),
      /** approved players per team */
      maxPlayers: integerBetween(1, 60).nullable().default(null),
      /** the category: born on or after this date */
      bornFrom: DateSchema.nullable().default(null),
      /** the category: born on or before this date */
      bornTo: DateSchema.nullable().default(null),
      /** a player is on the list of one team only among the tournament's teams */
      onePerTournament: z.boolean({ error: 'validation.invalid_type' }).default(true),
      /** additions by a non-admin (e.g. a team delegate) wait for an admin's or manager's approval */
      requiresApproval: z.boolean({ error: 'validation.invalid_type' }).default(false),
      /** the largest line-up of one side */
      maxPlayersPerGame: integerBetween(1, 60).nullable().default(null),
    },
    { error: 'validation.invalid_type' },
  )
  .refine((rules) => !rules.bornFrom || !rules.bornTo || rules.bornFrom <= rules.bornTo, {
    error: 'validation.born_range',
    path: ['bornTo'],
  })
  .prefault({})

export type RegistrationRules = z.output<typeof RegistrationRulesSchema>

/** An amount of money in minor units (cents): a whole number, at most 10^10. */
const amountSchema = () => integerBetween(0, 10_000_000_000)

/**
 * The fee schedule (decision 0048), amounts in the league's currency's minor units; all 0 (no charges) by default.
 * The ledger stores each charge's amount, so changing these applies to later events only.
 */
export const FeesSchema = z
  .object(
    {
      /** charged to a team when it joins one of the tournament's groups */
      registration: amountSchema().default(0),
      /** charged to each team of a confirmed game */
      perGame: amountSchema().default(0),
      /** whether the winner of a walkover pays `perGame` too */
      perGameOnWalkoverWin: z.boolean({ error: 'validation.invalid_type' }).default(false),
      yellow: amountSchema().default(0),
      blue: amountSchema().default(0),
      red: amountSchema().default(0),
      secondYellow: amountSchema().default(0),
      /** charged to the team that did not show (the walkover's loser) */
      walkoverFine: amountSchema().default(0),
      /** a team owing more than this cannot line up (eligibility reason TEAM_OWES); null: never blocked */
      blockLineupOver: amountSchema().nullable().default(null),
    },
    { error: 'validation.invalid_type' },
  )
  .prefault({})

export type Fees = z.output<typeof FeesSchema>

export const TournamentSettingsSchema = z.object(
  {
    genre: z.enum(GENRES, { error: 'validation.invalid_option' }).default('any'),
    teamSize: integerBetween(3, 11).default(11),
    points: PointsSchema,
    fairPlay: FairPlaySchema,
    yellowCardsForSuspension: integerBetween(1, 20).nullable().default(null),
    secondYellowCountsTowardAccumulation: z.boolean({ error: 'validation.invalid_type' }).default(false),
    qualifiers: QualifiersSchema,
    tieBreakers: TieBreakersSchema,
    /** how long a game lasts for double-booking checks (decision 0020); null: by `teamSize` (matchMinutesOf) */
    matchMinutes: integerBetween(10, 300).nullable().default(null),
    /** the score of a walkover, winner–loser (decision 0027): default 3–0 */
    walkoverScore: WalkoverScoreSchema,
    /** the registered list's rules (decision 0038) */
    registration: RegistrationRulesSchema,
    /** hours the teams have to confirm or dispute a submitted match report (decision 0051) */
    reportConfirmHours: integerBetween(1, 720).default(48),
    /** the fee schedule (decision 0048) */
    fees: FeesSchema,
    /** what the league pays an official per game worked, in minor units of its currency (decision 0050) */
    officialFees: z
      .object(
        { referee: integerBetween(0, 100_000_000).default(0), assistant: integerBetween(0, 100_000_000).default(0) },
        { error: 'validation.invalid_type' },
      )
      .default({ referee: 0, assistant: 0 }),
  },
  { error: 'validation.invalid_type' },
)

/** Parsed settings: every field present. */
export type TournamentSettings = z.output<typeof TournamentSettingsSchema>
/** What a client may send: every field optional. */
export type TournamentSettingsInput = z.input<typeof TournamentSettingsSchema>

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** The defaults, deeply frozen: copy before changing. */
export const DEFAULT_TOURNAMENT_SETTINGS: TournamentSettings = deepFreeze(TournamentSettingsSchema.parse({}))

/**
 * A game's length for double-booking checks, with the break: the setting, else by team size. Up to 5-a-side 50; 6 and
 * 7-a-side 60 (two halves of 25 and a break); 8-a-side 70; larger 105 (decision 0041).
 */
export function matchMinutesOf(settings: Pick<TournamentSettings, 'teamSize' | 'matchMinutes'>): number {
  if (settings.matchMinutes) return settings.matchMinutes
  if (settings.teamSize <= 5) return 50
  if (settings.teamSize <= 7) return 60
  if (settings.teamSize <= 8) return 70
  return 105
}
