/**
 * Knockout brackets of a tournament (decision 0019): request and response contracts shared by client and server.
 * `teamIds` (seed order, the first is seed 1) or `from: { zone }` (the teams of the standings' qualifier zone across
 * groups), exactly one of the two.
 */
import { z } from 'zod'
import { DateSchema, NameSchema, typeError, UuidSchema, VersionSchema } from '#domain/lists/list.schema.ts'
import { BRACKET_TEAMS_MAX, ROUND_NAMES } from './seeding.ts'

export const BRACKET_ZONES = ['goldCup', 'silverCup'] as const

const LegsSchema = z.union([z.literal(1), z.literal(2)], typeError)

const BracketSettingsFields = {
  legs: LegsSchema.optional(),
  finalLegs: LegsSchema.optional(),
  thirdPlace: z.boolean(typeError).optional(),
  awayGoals: z.boolean(typeError).optional(),
}

export const CreateBracketInputSchema = z
  .strictObject({
    name: NameSchema,
    teamIds: z
      .array(UuidSchema, typeError)
      .min(2, { error: 'validation.bracket_teams' })
      .max(BRACKET_TEAMS_MAX, { error: 'validation.bracket_teams' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate' })
      .optional(),
    from: z.strictObject({ zone: z.enum(BRACKET_ZONES, typeError) }).optional(),
    ...BracketSettingsFields,
  })
  .refine((input) => (input.teamIds === undefined) !== (input.from === undefined), {
    error: 'validation.bracket_teams_or_zone',
    path: ['teamIds'],
  })
export type CreateBracketInput = z.infer<typeof CreateBracketInputSchema>

/** Name at any time; settings while no game of the bracket is played; round dates at any time (moves unplayed games). */
export const UpdateBracketInputSchema = z.strictObject({
  version: VersionSchema.optional(),
  name: NameSchema.optional(),
  ...BracketSettingsFields,
  /** a date per round index (null clears it); given to the round's unplayed games at 12:00 UTC, time hidden */
  roundDates: z.array(DateSchema.nullable(), typeError).max(6).optional(),
})
export type UpdateBracketInput = z.infer<typeof UpdateBracketInputSchema>

export const PenaltiesSchema = z.object({ home: z.number().int(), away: z.number().int() })

export const BracketTieSchema = z.object({
  /** `r{round}t{position}`, or `third` */
  id: z.string(),
  homeTeamId: z.string().nullable(),
  awayTeamId: z.string().nullable(),
  homeSeed: z.number().int().nullable(),
  awaySeed: z.number().int().nullable(),
  isBye: z.boolean(),
  legs: z.number().int(),
  /** by leg */
  gameIds: z.array(z.string()),
  winnerTeamId: z.string().nullable(),
  /** goals over the confirmed legs, home = the tie's home team (the higher seed) */
  aggregate: PenaltiesSchema.nullable(),
  /** the shoot-out that decided it, home = the tie's home team */
  penalties: PenaltiesSchema.nullable(),
  decidedBy: z.enum(['bye', 'aggregate', 'awayGoals', 'penalties']).nullable(),
})
export type BracketTie = z.infer<typeof BracketTieSchema>

export const BracketSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  tournamentId: z.string(),
  name: z.string(),
  legs: z.number().int(),
  finalLegs: z.number().int(),
  thirdPlace: z.boolean(),
  awayGoals: z.boolean(),
  /** the standings' qualifier zone it was made from; null: teams picked by hand */
  fromZone: z.enum(BRACKET_ZONES).nullable(),
  /** in seed order */
  teams: z.array(z.object({ id: z.string(), name: z.string(), seed: z.number().int() })),
  championTeamId: z.string().nullable(),
  /** a game of the bracket is confirmed: settings can no longer change, the bracket cannot be deleted */
  hasPlayedGames: z.boolean(),
  /** ties 2k and 2k+1 of a round feed tie k of the next */
  rounds: z.array(
    z.object({
      index: z.number().int(),
      name: z.enum(ROUND_NAMES),
      date: z.string().nullable(),
      ties: z.array(BracketTieSchema),
    }),
  ),
  /** the semi-final losers' game, when asked */
  thirdPlaceTie: BracketTieSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Bracket = z.infer<typeof BracketSchema>

export const BracketListSchema = z.object({ items: z.array(BracketSchema) })
export type BracketList = z.infer<typeof BracketListSchema>

/** `PUT /games/{id}/stats`'s `penalties`: the shoot-out of the game that decides a level knockout tie. */
export const PenaltiesInputSchema = z
  .strictObject({
    home: z.number(typeError).int({ error: 'validation.integer' }).min(0).max(99),
    away: z.number(typeError).int({ error: 'validation.integer' }).min(0).max(99),
  })
  .nullable()
export type PenaltiesInput = z.infer<typeof PenaltiesInputSchema>
