/**
 * What a league's public site shows (decision 0013): the only shapes that leave the server to someone without an
 * account. Built by whitelisting: each type names the fields it carries, and the server maps them field by field
 * (features/public/public-view.ts) from its rows, never a full row with fields removed. Nothing here holds a DNI,
 * an e-mail, a birth date or an age, a phone, a note or reason, a member or a user.
 */
import { z } from 'zod'
import { ROUND_NAMES } from '#domain/brackets/seeding.ts'
import { ZONES } from '#domain/standings-api/standings.schema.ts'

const Ref = z.object({ id: z.string(), name: z.string() })

export const PUBLIC_GAME_STATUSES = ['scheduled', 'played', 'suspended'] as const
export type PublicGameStatus = (typeof PUBLIC_GAME_STATUSES)[number]

export const PublicRoundRefSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string().nullable(),
  /** `YYYY-MM-DD` */
  date: z.string().nullable(),
})

export const PublicVenueSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  field: z.string().nullable(),
})

const PublicScoreSchema = z.object({ home: z.number().int(), away: z.number().int() })

/** A knockout game's place: its cup, round and leg; on the tie's last leg, the aggregate and who went through. */
export const PublicKnockoutSchema = z.object({
  /** the cup (the bracket's name, e.g. "Copa de Oro") */
  bracket: Ref,
  round: z.enum([...ROUND_NAMES, 'thirdPlace']),
  /** 1 or 2 */
  leg: z.number().int(),
  legs: z.number().int(),
  /** over both legs, home = this game's home team: on the second leg of a two-legged tie, once public; else null */
  aggregate: PublicScoreSchema.nullable(),
  /** who went through (or won the cup): on the tie's last leg once decided and public; else null */
  winner: Ref.nullable(),
})
export type PublicKnockout = z.infer<typeof PublicKnockoutSchema>

export const PublicGameSchema = z.object({
  id: z.string(),
  /** grows whenever the game changes (the calendar's SEQUENCE) */
  version: z.number().int(),
  tournament: Ref,
  groupId: z.string().nullable(),
  round: PublicRoundRefSchema.nullable(),
  homeTeam: Ref,
  awayTeam: Ref,
  kind: z.enum(['league', 'cup', 'playoff', 'friendly']),
  status: z.enum(PUBLIC_GAME_STATUSES),
  /** ISO date-time; null when the game has no date or its time is hidden (then `date` alone) */
  playAt: z.string().nullable(),
  /** `YYYY-MM-DD` in the league's time zone; null when the game has no date */
  date: z.string().nullable(),
  isTimeHidden: z.boolean(),
  venue: PublicVenueSchema.nullable(),
  /** the score once the game is confirmed played; null before */
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
  /** a walkover ("W.O."), once confirmed: the side that won without playing; null otherwise */
  walkover: z.object({ winner: z.enum(['home', 'away']) }).nullable(),
  /** the shoot-out that decided a level knockout tie, home = this game's home team, once confirmed; null otherwise */
  penalties: PublicScoreSchema.nullable(),
  /** a game of a knockout bracket: its cup, round and leg; null for any other game */
  knockout: PublicKnockoutSchema.nullable(),
})
export type PublicGame = z.infer<typeof PublicGameSchema>

const PublicPersonGoalSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  goals: z.number().int(),
  /** the minutes noted for those goals, ascending */
  minutes: z.array(z.number().int()),
})
const PublicCardSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  type: z.enum(['yellow', 'blue', 'red']),
  minute: z.number().int().nullable(),
  /** a player's second yellow in the game: shown as the sending-off it is (type `red`) */
  isSecondYellow: z.boolean(),
})
const PublicSideSchema = z.object({
  team: Ref,
  goals: z.number().int().nullable(),
  /** by the minute of their first goal (goals without a minute last) */
  scorers: z.array(PublicPersonGoalSchema),
  /** own goals and goals without a known scorer */
  unassignedGoals: z.number().int(),
  /** in minute order (cards without a minute last) */
  cards: z.array(PublicCardSchema),
  /** who played (the line-up), by number then name, once the game is confirmed played */
  lineup: z.array(z.object({ playerId: z.string(), name: z.string() })),
})

export const PublicGameDetailSchema = PublicGameSchema.extend({
  home: PublicSideSchema,
  away: PublicSideSchema,
  /** the appointed referee's name, where the league shows it (decision 0050); else null */
  referee: z.string().nullable(),
})
export type PublicGameDetail = z.infer<typeof PublicGameDetailSchema>

export const PublicStandingsRowSchema = z.object({
  position: z.number().int(),
  team: Ref,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  pointAdjustment: z.number().int(),
  zone: z.enum(ZONES).nullable(),
  tiedOnLots: z.boolean(),
  /** the team withdrew from the tournament ("retired"): listed last, without a zone */
  withdrawn: z.boolean(),
})
export const PublicStandingsSchema = z.object({
  tournamentId: z.string(),
  groups: z.array(
    z.object({ id: z.string().nullable(), name: z.string().nullable(), rows: z.array(PublicStandingsRowSchema) }),
  ),
})
export type PublicStandings = z.infer<typeof PublicStandingsSchema>

export const PublicRoundSchema = PublicRoundRefSchema.extend({
  groupId: z.string().nullable(),
  /** the round's zone (group) when the tournament has several: "Fecha 1 · Zona A" */
  groupName: z.string().nullable(),
  /** teams resting this round ("fecha libre") */
  byeTeams: z.array(Ref),
  games: z.array(PublicGameSchema),
})

export const PublicScorerSchema = z.object({
  position: z.number().int(),
  playerId: z.string(),
  name: z.string(),
  team: Ref,
  goals: z.number().int(),
})

export const PublicSuspendedPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  team: Ref,
  /** games still to serve */
  gamesLeft: z.number().int(),
})

export const PublicTournamentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  season: Ref.nullable(),
})
export type PublicTournamentSummary = z.infer<typeof PublicTournamentSummarySchema>

/** One leg of a knockout tie: its game only once published, its score only once confirmed. */
export const PublicBracketLegSchema = z.object({
  /** 1 or 2 */
  leg: z.number().int(),
  /** the published game (its page); null while it is a draft */
  gameId: z.string().nullable(),
  /** goals of the confirmed, published game, home = the tie's home team (not the leg's); null before */
  score: PublicScoreSchema.nullable(),
})

export const PublicBracketTieSchema = z.object({
  /** `r{round}t{position}`, or `third` */
  id: z.string(),
  /** the better seed; null while the team is not known */
  homeTeam: Ref.nullable(),
  awayTeam: Ref.nullable(),
  /** a first-round tie with one team: it moves up without a game */
  isBye: z.boolean(),
  legs: z.array(PublicBracketLegSchema),
  /** over the confirmed, published legs, home = the tie's home team */
  aggregate: PublicScoreSchema.nullable(),
  /** the shoot-out that decided the tie */
  penalties: PublicScoreSchema.nullable(),
  winner: Ref.nullable(),
})
export type PublicBracketTie = z.infer<typeof PublicBracketTieSchema>

export const PublicBracketSchema = z.object({
  id: z.string(),
  name: z.string(),
  champion: Ref.nullable(),
  /** the final's loser, once the champion shows */
  runnerUp: Ref.nullable(),
  /** first round first; ties 2k and 2k+1 of a round feed tie k of the next */
  rounds: z.array(z.object({ name: z.enum(ROUND_NAMES), ties: z.array(PublicBracketTieSchema) })),
  /** the semi-final losers' game, when the bracket has one */
  thirdPlaceTie: PublicBracketTieSchema.nullable(),
})
export type PublicBracket = z.infer<typeof PublicBracketSchema>

/**
 * A round of the tournament's published games, for the page's links (decision 0054): `key` is what `?round=` takes —
 * a league round's number (every zone's round of that number), `<cupId>.<index>` a knockout stage, `other`.
 */
export const PublicRoundLinkSchema = z.object({
  key: z.string(),
  kind: z.enum(['league', 'knockout', 'other']),
  number: z.number().int().nullable(),
  name: z.string().nullable(),
  /** a knockout round's cup and stage (the third-place game goes with the final) */
  bracket: Ref.nullable(),
  stage: z.enum(ROUND_NAMES).nullable(),
  /** `YYYY-MM-DD` */
  date: z.string().nullable(),
  games: z.number().int(),
  played: z.number().int(),
})
export type PublicRoundLink = z.infer<typeof PublicRoundLinkSchema>

export const PublicTournamentSchema = PublicTournamentSummarySchema.extend({
  standings: PublicStandingsSchema,
  /** the rounds shown (`shownRounds`: by default the current one and the next), each zone's round apart */
  rounds: z.array(PublicRoundSchema),
  /** the games of no round among the rounds shown (knockout games, cup or friendly games added by hand) */
  otherGames: z.array(PublicGameSchema),
  /** every round with published games, in order: league rounds, knockout stages, `other` */
  roundIndex: z.array(PublicRoundLinkSchema),
  shownRounds: z.array(z.string()),
  /** the first round with a game still to play, else the last */
  currentRound: z.string().nullable(),
  previousRound: z.string().nullable(),
  nextRound: z.string().nullable(),
  scorers: z.array(PublicScorerSchema),
  suspended: z.array(PublicSuspendedPlayerSchema),
  teams: z.array(Ref),
  /** knockout brackets, oldest first (decision 0019) */
  brackets: z.array(PublicBracketSchema),
})
export type PublicTournament = z.infer<typeof PublicTournamentSchema>

export const PublicLeagueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  leagues: z.array(z.object({ name: z.string(), country: z.string() })),
  /** IANA time zone every date and time of the league is shown in */
  timeZone: z.string(),
  tournaments: z.array(PublicTournamentSummarySchema),
  nextGames: z.array(PublicGameSchema),
  latestResults: z.array(PublicGameSchema),
  /** each cup (knockout bracket) of a public tournament whose final is decided, in the tournaments' order */
  champions: z.array(z.object({ tournament: Ref, cup: Ref, champion: Ref, runnerUp: Ref.nullable() })),
})
export type PublicLeague = z.infer<typeof PublicLeagueSchema>

export const PublicRosterPlayerSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  jerseyNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  photoThumbUrl: z.string().nullable(),
})

export const PublicTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  pictureThumbUrl: z.string().nullable(),
  tournaments: z.array(Ref),
  roster: z.array(PublicRosterPlayerSchema),
  games: z.array(PublicGameSchema),
})
export type PublicTeam = z.infer<typeof PublicTeamSchema>

/**
 * A tournament's published games (decision 0054): by round key (`round=<key>`; none: the current round and the next),
 * never the whole season at once; `previous` and `next` are the keys to ask for the rounds around (null at either end,
 * and when `round` was a round's id, the older form).
 */
export const PublicGameListSchema = z.object({
  items: z.array(PublicGameSchema),
  /** the round keys whose games `items` holds (empty when `round` was a round's id) */
  shown: z.array(z.string()),
  current: z.string().nullable(),
  previous: z.string().nullable(),
  next: z.string().nullable(),
  /** more games of the rounds shown than fit one answer: ask again with `offset` */
  nextOffset: z.number().int().nullable(),
})
export type PublicGameList = z.infer<typeof PublicGameListSchema>
