/**
 * The tournament form: name, season and every setting of src/domain/competition/settings.ts, flattened for the
 * inputs. The constants are copied from the domain module (which builds its zod schemas at import time and would
 * bring the full zod into the page); tournament-form.test.ts checks they stay equal.
 */
import * as z from 'zod/mini'
import { FeesFormSchema } from '#client/lib/fees-form.ts'
import { integerField, nameField, nullableIntegerField } from '#client/lib/league-data/form-schemas.ts'
import { matchMinutesOf, type TieBreaker, type TournamentSettings } from '#domain/competition/settings.ts'
import type { Tournament } from '#domain/tournaments/tournament.schema.ts'

export type { TieBreaker, Tournament, TournamentSettings }

export const GENRES = ['male', 'female', 'any'] as const
export type Genre = (typeof GENRES)[number]

export const TIE_BREAKERS: readonly TieBreaker[] = [
  'points',
  'goalDifference',
  'goalsFor',
  'goalsAgainst',
  'wins',
  'headToHead',
  'fairPlay',
  'drawOfLots',
]

export const BOUNDS = {
  teamSize: [3, 11],
  points: [-10, 10],
  fairPlay: [0, 20],
  yellowCardsForSuspension: [1, 20],
  qualifiers: [0, 64],
  walkoverScore: [0, 99],
  matchMinutes: [10, 300],
  /** the teams' window to answer a match report (decision 0051) */
  reportConfirmHours: [1, 720],
  /** the registered list's `maxPlayers` and `maxPlayersPerGame` */
  registrationPlayers: [1, 60],
  /** an official's fee per game, in minor units of the league's currency (decision 0050) */
  officialFee: [0, 100_000_000],
} as const

export const DEFAULT_SETTINGS: TournamentSettings = {
  genre: 'any',
  teamSize: 11,
  points: { win: 3, draw: 1, loss: 0 },
  fairPlay: { yellow: 1, blue: 2, red: 3 },
  yellowCardsForSuspension: null,
  secondYellowCountsTowardAccumulation: false,
  qualifiers: { goldCup: 0, silverCup: 0, ascend: 0, descend: 0 },
  tieBreakers: ['points', 'goalDifference', 'goalsFor', 'headToHead', 'fairPlay', 'drawOfLots'],
  matchMinutes: null,
  reportConfirmHours: 48,
  walkoverScore: { winner: 3, loser: 0 },
  officialFees: { referee: 0, assistant: 0 },
  registration: {
    closesAt: null,
    maxPlayers: null,
    bornFrom: null,
    bornTo: null,
    onePerTournament: true,
    requiresApproval: false,
    maxPlayersPerGame: null,
  },
  fees: {
    registration: 0,
    perGame: 0,
    perGameOnWalkoverWin: false,
    yellow: 0,
    blue: 0,
    red: 0,
    secondYellow: 0,
    walkoverFine: 0,
    blockLineupOver: null,
  },
}

/** A game's length when the tournament sets none: the domain's own default (matchMinutesOf), one rule for both. */
export function defaultMatchMinutes(teamSize: number): number {
  return matchMinutesOf({ teamSize, matchMinutes: null })
}

/** What the suspension switch proposes when it is turned on. */
export const DEFAULT_YELLOWS_FOR_SUSPENSION = 5

const between = ([min, max]: readonly [number, number]) => integerField(min, max)

export const TournamentFormSchema = z
  .object({
    name: nameField(),
    /** '' = no season */
    seasonId: z.string(),
    genre: z.enum(GENRES, 'validation.invalid_option'),
    teamSize: between(BOUNDS.teamSize),
    points: z.object({ win: between(BOUNDS.points), draw: between(BOUNDS.points), loss: between(BOUNDS.points) }),
    fairPlay: z.object({
      yellow: between(BOUNDS.fairPlay),
      blue: between(BOUNDS.fairPlay),
      red: between(BOUNDS.fairPlay),
    }),
    suspension: z.object({
      enabled: z.boolean(),
      after: nullableIntegerField(...BOUNDS.yellowCardsForSuspension),
      /** the yellows of a sending-off by a second yellow count toward the accumulation too */
      secondYellowCounts: z.boolean(),
    }),
    qualifiers: z.object({
      goldCup: between(BOUNDS.qualifiers),
      silverCup: between(BOUNDS.qualifiers),
      ascend: between(BOUNDS.qualifiers),
      descend: between(BOUNDS.qualifiers),
    }),
    tieBreakers: z.array(z.enum(TIE_BREAKERS as [TieBreaker, ...TieBreaker[]])).check(
      z.minLength(1, 'validation.too_small'),
      z.refine((list) => new Set(list).size === list.length, 'validation.tie_breakers_unique'),
    ),
    /** how long a game lasts (double-booking checks); empty: by team size (50 / 70 / 105) */
    matchMinutes: nullableIntegerField(...BOUNDS.matchMinutes),
    /** hours the teams have to confirm or dispute a match report (decision 0051) */
    reportConfirmHours: between(BOUNDS.reportConfirmHours),
    /** the score of a walkover (W.O.), winner–loser */
    walkoverScore: z.object({ winner: between(BOUNDS.walkoverScore), loser: between(BOUNDS.walkoverScore) }),
    /** what an official is paid per game worked, in minor units (decision 0050) */
    officialFees: z.object({ referee: between(BOUNDS.officialFee), assistant: between(BOUNDS.officialFee) }),
    /**
     * the registered list's rules (decision 0038), as the settings have them: `closesAt` an instant (the form picks a
     * day and sends its end), `bornFrom` / `bornTo` days, the limits empty for none
     */
    registration: z.object({
      closesAt: z.nullable(z.string()),
      maxPlayers: nullableIntegerField(...BOUNDS.registrationPlayers),
      bornFrom: z.nullable(z.string()),
      bornTo: z.nullable(z.string()),
      onePerTournament: z.boolean(),
      requiresApproval: z.boolean(),
      maxPlayersPerGame: nullableIntegerField(...BOUNDS.registrationPlayers),
    }),
    /** the fee schedule (decision 0048), in minor units; shown and edited by the money roles only (FeesFields) */
    fees: FeesFormSchema,
  })
  .check(
    z.refine((values) => values.walkoverScore.winner > values.walkoverScore.loser, {
      message: 'validation.walkover_score',
      path: ['walkoverScore', 'loser'],
    }),
    z.refine(({ registration: { bornFrom, bornTo } }) => !bornFrom || !bornTo || bornFrom <= bornTo, {
      message: 'validation.born_range',
      path: ['registration', 'bornTo'],
    }),
    z.refine((values) => !values.suspension.enabled || values.suspension.after !== null, {
      message: 'validation.required',
      path: ['suspension', 'after'],
    }),
  )

export type TournamentFormValues = z.infer<typeof TournamentFormSchema>

/** The fields compared and merged between versions (use-versioned-form.ts), as dotted paths. */
export const TOURNAMENT_FIELDS = [
  'name',
  'seasonId',
  'genre',
  'teamSize',
  'points.win',
  'points.draw',
  'points.loss',
  'fairPlay.yellow',
  'fairPlay.blue',
  'fairPlay.red',
  'suspension.enabled',
  'suspension.after',
  'suspension.secondYellowCounts',
  'qualifiers.goldCup',
  'qualifiers.silverCup',
  'qualifiers.ascend',
  'qualifiers.descend',
  'tieBreakers',
  'matchMinutes',
  'reportConfirmHours',
  'walkoverScore.winner',
  'walkoverScore.loser',
  'registration.closesAt',
  'registration.maxPlayers',
  'registration.bornFrom',
  'registration.bornTo',
  'registration.onePerTournament',
  'registration.requiresApproval',
  'registration.maxPlayersPerGame',
  'fees.registration',
  'fees.perGame',
  'fees.perGameOnWalkoverWin',
  'fees.yellow',
  'fees.blue',
  'fees.red',
  'fees.secondYellow',
  'fees.walkoverFine',
  'fees.blockLineupOver',
] as const

/** The server names settings `settings.<name>`; the form has them at the top. */
export const TOURNAMENT_PARAM_ALIASES: Record<string, string> = {
  ...Object.fromEntries(
    TOURNAMENT_FIELDS.filter(
      (field) => field !== 'name' && field !== 'seasonId' && !field.startsWith('suspension.'),
    ).map((field) => [`settings.${field}`, field]),
  ),
  'settings.yellowCardsForSuspension': 'suspension.after',
  'settings.points': 'points.win',
  'settings.fairPlay': 'fairPlay.yellow',
  'settings.qualifiers': 'qualifiers.goldCup',
  'settings.walkoverScore': 'walkoverScore.loser',
}

export function settingsValues(settings: TournamentSettings): Omit<TournamentFormValues, 'name' | 'seasonId'> {
  return {
    genre: settings.genre,
    teamSize: settings.teamSize,
    points: { ...settings.points },
    fairPlay: { ...settings.fairPlay },
    suspension: {
      enabled: settings.yellowCardsForSuspension !== null,
      after: settings.yellowCardsForSuspension ?? DEFAULT_YELLOWS_FOR_SUSPENSION,
      secondYellowCounts: settings.secondYellowCountsTowardAccumulation ?? false,
    },
    qualifiers: { ...settings.qualifiers },
    tieBreakers: [...settings.tieBreakers],
    matchMinutes: settings.matchMinutes ?? null,
    reportConfirmHours: settings.reportConfirmHours ?? DEFAULT_SETTINGS.reportConfirmHours,
    walkoverScore: { ...(settings.walkoverScore ?? DEFAULT_SETTINGS.walkoverScore) },
    registration: { ...(settings.registration ?? DEFAULT_SETTINGS.registration) },
    fees: { ...(settings.fees ?? DEFAULT_SETTINGS.fees) },
    officialFees: { ...(settings.officialFees ?? DEFAULT_SETTINGS.officialFees) },
  }
}

export function tournamentValues(tournament: Pick<Tournament, 'name' | 'seasonId' | 'settings'>): TournamentFormValues {
  return { name: tournament.name, seasonId: tournament.seasonId ?? '', ...settingsValues(tournament.settings) }
}

export function newTournamentValues(seasonId = ''): TournamentFormValues {
  return { name: '', seasonId, ...settingsValues(DEFAULT_SETTINGS) }
}

/** The body of POST / PATCH: the complete settings (a PATCH replaces them as a whole). */
export function tournamentBody(values: TournamentFormValues) {
  return {
    name: values.name.trim(),
    seasonId: values.seasonId || null,
    settings: {
      genre: values.genre,
      teamSize: values.teamSize,
      points: { ...values.points },
      fairPlay: { ...values.fairPlay },
      yellowCardsForSuspension: values.suspension.enabled ? values.suspension.after : null,
      secondYellowCountsTowardAccumulation: values.suspension.secondYellowCounts,
      qualifiers: { ...values.qualifiers },
      tieBreakers: [...values.tieBreakers],
      matchMinutes: values.matchMinutes,
      reportConfirmHours: values.reportConfirmHours,
      walkoverScore: { ...values.walkoverScore },
      registration: { ...values.registration },
      fees: { ...values.fees },
      officialFees: { ...values.officialFees },
    } satisfies TournamentSettings,
  }
}

/** Moves the criterion at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveTieBreaker(list: readonly TieBreaker[], index: number, step: -1 | 1): TieBreaker[] {
  const target = index + step
  const next = [...list]
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return next
  const [moved] = next.splice(index, 1)
  if (moved) next.splice(target, 0, moved)
  return next
}

/** The criteria not in the list yet, in the canonical order (what "add" offers). */
export function availableTieBreakers(list: readonly TieBreaker[]): TieBreaker[] {
  return TIE_BREAKERS.filter((criterion) => !list.includes(criterion))
}
