/**
 * A tournament's games by round (docs/decisions/0054-games-by-round.md): a summary of every round and the games of
 * the rounds asked for — by default the current round and the next one — with the keys of the rounds before and after.
 */
import { z } from 'zod'
import { ROUND_NAMES } from '#domain/brackets/seeding.ts'
import { typeError, UuidSchema } from '#domain/lists/list.schema.ts'
import { GameSchema } from './game.schema.ts'

/** The most games one answer holds; a round with more (games added by hand) goes on with `offset`. */
export const ROUND_GAMES_MAX = 500

/**
 * A round's key: `3` (the league rounds numbered 3: every group's, or the group's asked for), `<bracketId>.<index>`
 * (a knockout round, 0 = the first; the third-place game goes with the final), `other` (games of no round).
 */
export const ROUND_KEY_PATTERN =
  /^(?:[1-9]\d{0,3}|other|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9])$/

export const RoundKeySchema = z.string(typeError).regex(ROUND_KEY_PATTERN, { error: 'validation.invalid' })

export const GamesByRoundQuerySchema = z.object({
  /** one group's rounds (the admin's fixtures tab); `none`: the games of no group (knockout, other) */
  groupId: z.union([UuidSchema, z.literal('none')], typeError).optional(),
  /** the round to answer; none: the current round and the next one */
  round: RoundKeySchema.optional(),
  /** at most this many games (ROUND_GAMES_MAX); the default window shows the next round only when both fit */
  limit: z.coerce
    .number(typeError)
    .int({ error: 'validation.integer' })
    .min(1)
    .max(ROUND_GAMES_MAX)
    .optional()
    .default(ROUND_GAMES_MAX),
  /** the games of `round` after the first `offset` (when `nextOffset` said there were more) */
  offset: z.coerce.number(typeError).int({ error: 'validation.integer' }).min(0).max(100_000).optional().default(0),
})

export type GamesByRoundQuery = z.output<typeof GamesByRoundQuerySchema>

export const ROUND_KINDS = ['league', 'knockout', 'other'] as const

export const RoundSummarySchema = z.object({
  key: z.string(),
  kind: z.enum(ROUND_KINDS),
  /** the league round's number; null for a knockout round or `other` */
  number: z.number().int().nullable(),
  /** the round's own name ("Fecha de clásicos") when one group's round has one; null otherwise */
  name: z.string().nullable(),
  /** the round's group (zone) when it is one group's; null when it spans several or none */
  groupId: z.string().nullable(),
  /** a knockout round: its cup and stage (`final`, `semiFinal`…; the third-place game goes with the final) */
  bracket: z.object({ id: z.string(), name: z.string() }).nullable(),
  stage: z.enum(ROUND_NAMES).nullable(),
  /** the round's date (`YYYY-MM-DD`) when set; else null */
  date: z.string().nullable(),
  /** the first and last date-time of its games with one; null when none has */
  firstPlayAt: z.string().nullable(),
  lastPlayAt: z.string().nullable(),
  games: z.number().int(),
  /** confirmed played */
  played: z.number().int(),
  /** neither played nor suspended: the round is still to be completed while any is */
  open: z.number().int(),
  /** without a date (a round dated anew dates them: the fixtures tab tells how many a new date moves) */
  undated: z.number().int(),
})

export type RoundSummary = z.infer<typeof RoundSummarySchema>

export const GamesByRoundSchema = z.object({
  /** every round of the tournament (or of the group asked for), in order: league rounds, knockout rounds, other */
  rounds: z.array(RoundSummarySchema),
  /** the first round with a game still to play, else the last one; null when there are no games */
  current: z.string().nullable(),
  /** the rounds whose games `items` holds */
  shown: z.array(z.string()),
  /** the games of the rounds shown, in fixture order */
  items: z.array(GameSchema),
  /** the round before the first shown and after the last shown: ask `round=` with them to page through */
  previous: z.string().nullable(),
  next: z.string().nullable(),
  /** more games of the round shown than fit one answer: ask again with `offset` */
  nextOffset: z.number().int().nullable(),
})

export type GamesByRound = z.infer<typeof GamesByRoundSchema>
