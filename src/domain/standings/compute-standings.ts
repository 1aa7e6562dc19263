/**
 * Standings of one group (or of a tournament without groups). Pure: plain data in, plain data out.
 *
 * Which games count is the caller's business: pass ONLY games that count toward standings, i.e. confirmed played
 * (`confirmedPlayedAt` set), of kind `league`, not suspended and not deleted, between teams of this group. Everything
 * passed is counted.
 *
 * Per team: played, won, drawn, lost, goals for/against, goal difference;
 * points = won × win + drawn × draw + lost × loss (tournament settings) + the sum of its point adjustments (deductions are
 * negative; applied after the games and shown on their own in `pointAdjustment`);
 * fair-play points = yellow × y + blue × b + red × r over the cards of the games passed (a penalty: fewer is better), or
 * the team's `fairPlayOverride` when one is given (for competitions whose fair-play scale the card weights cannot express,
 * e.g. FIFA's "yellow then direct red = 5"; the override replaces the computed value).
 *
 * Order: the tournament's tie-breakers, see tie-breakers.ts (head-to-head on the tied subset only, not re-applied; teams
 * level after every criterion are ordered by name and flagged with `tiedOnLots` and `tiedWith`).
 * Positions are 1..n in that order, also for flagged teams (a client shows them as level, e.g. "=5").
 *
 * Zones, by position: the top `goldCup` positions are `goldCup`, the next `silverCup` positions `silverCup`; the top
 * `ascend` positions `ascend`; the bottom `descend` positions `descend`. A row shows one zone. When zones overlap,
 * precedence is ascend > descend > goldCup > silverCup (promotion and relegation change the team's next season, so they
 * are shown over the cups; in a table too small for both, ascend wins over descend).
 *
 * Withdrawn teams (`withdrawnTeamIds`, decision 0027): a team that retired from the tournament keeps its played games (they
 * count for it and for its opponents, as passed), is flagged `withdrawn` and listed after every team still in it, in
 * the order the tie-breakers gave; it takes no zone, and the zones are counted over the teams still in (so the bottom
 * `descend` positions are the last teams still playing).
 *
 * `makeLotOrder(teamIds, seed)` draws the stored random order used by the `drawOfLots` criterion: draw it once (the seed
 * passed in, e.g. at tournament creation), store it, and pass it as `lotOrder`.
 *
 * Invalid input (duplicate or unknown team ids, a team playing itself, goals that are not whole numbers ≥ 0, a card for a
 * team not in the game, an adjustment that is not a whole number, a fair-play override that is not a finite number) throws
 * a DomainError.
 */
import { seededShuffle } from '../competition/random.ts'
import type { TieBreaker, TournamentSettings } from '../competition/settings.ts'
import { type Tally, tallyStandings } from './standings-tally.ts'
import { rankTeams } from './tie-breakers.ts'

export type CardType = 'yellow' | 'blue' | 'red'

export interface StandingsTeam {
  readonly id: string
  readonly name: string
}

export interface StandingsCard {
  readonly teamId: string
  readonly type: CardType
}

/** A game that counts (see the module comment: confirmed, league kind, not suspended, not deleted). */
export interface StandingsGame {
  readonly homeTeamId: string
  readonly awayTeamId: string
  readonly homeGoals: number
  readonly awayGoals: number
  readonly cards?: readonly StandingsCard[]
}

export interface PointAdjustment {
  readonly teamId: string
  /** Negative for a deduction. */
  readonly points: number
  readonly reason: string
}

export type StandingsSettings = Pick<TournamentSettings, 'points' | 'fairPlay' | 'qualifiers' | 'tieBreakers'>

export interface ComputeStandingsInput {
  readonly teams: readonly StandingsTeam[]
  readonly games: readonly StandingsGame[]
  readonly settings: StandingsSettings
  readonly pointAdjustments?: readonly PointAdjustment[]
  /** Team ids in the stored, seeded random order used by `drawOfLots` (see makeLotOrder). */
  readonly lotOrder?: readonly string[]
  /** Fair-play points per team id that replace the ones computed from cards. */
  readonly fairPlayOverride?: Readonly<Record<string, number>>
  /** Teams withdrawn from the tournament: listed last, flagged `withdrawn`, without a zone. */
  readonly withdrawnTeamIds?: readonly string[]
}

export type Zone = 'goldCup' | 'silverCup' | 'ascend' | 'descend'

export interface StandingsRow {
  position: number
  teamId: string
  teamName: string
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  goalDifference: number
  /** Including `pointAdjustment`. */
  points: number
  pointAdjustment: number
  fairPlayPoints: number
  zone: Zone | null
  /** True when the team is still level with others after every tie-breaker (including the draw of lots, if listed). */
  tiedOnLots: boolean
  /** The other team ids it is still level with (empty unless `tiedOnLots`). */
  tiedWith: string[]
  /** The tie-breaker that set the team apart from the teams it was level with before; null if it still is level. */
  decidedBy: TieBreaker | null
  /** The team withdrew from the tournament: listed after the teams still in it, without a zone. */
  withdrawn: boolean
}

export function computeStandings(input: ComputeStandingsInput): StandingsRow[] {
  const { settings } = input
  const teamCount = input.teams.length
  const { tallies, indexById, headToHead } = tallyStandings(input)

  const lotPositions: number[] = new Array(teamCount).fill(-1)
  input.lotOrder?.forEach((teamId, position) => {
    const index = indexById.get(teamId)
    if (index !== undefined && lotPositions[index] === -1) lotPositions[index] = position
  })

  const ranked = rankTeams({
    stats: tallies,
    headToHead,
    tieBreakers: settings.tieBreakers,
    lotPositions,
  })

  const withdrawn = new Set(input.withdrawnTeamIds ?? [])
  const isWithdrawn = (index: number) => withdrawn.has((tallies[index] as Tally).teamId)
  const ordered = [...ranked.filter((e) => !isWithdrawn(e.index)), ...ranked.filter((e) => isWithdrawn(e.index))]
  const activeCount = ordered.filter((e) => !isWithdrawn(e.index)).length

  return ordered.map((entry, i) => {
    const tally = tallies[entry.index] as Tally
    const position = i + 1
    const out = isWithdrawn(entry.index)
    // a withdrawn team is never level with a team still in (they are listed apart), nor the other way round
    const tiedWith = entry.tiedWith.filter((other) => isWithdrawn(other) === out)
    return {
      position,
      teamId: tally.teamId,
      teamName: tally.teamName,
      played: tally.played,
      won: tally.won,
      drawn: tally.drawn,
      lost: tally.lost,
      goalsFor: tally.goalsFor,
      goalsAgainst: tally.goalsAgainst,
      goalDifference: tally.goalDifference,
      points: tally.points,
      pointAdjustment: tally.pointAdjustment,
      fairPlayPoints: tally.fairPlayPoints,
      zone: out ? null : zoneFor(position, activeCount, settings.qualifiers),
      tiedOnLots: tiedWith.length > 0,
      tiedWith: tiedWith.map((other) => (tallies[other] as Tally).teamId),
      decidedBy: entry.decidedBy,
      withdrawn: out,
    }
  })
}

/** The zone of a position (1-based) in a table of `teamCount` rows; precedence ascend > descend > goldCup > silverCup. */
export function zoneFor(position: number, teamCount: number, qualifiers: StandingsSettings['qualifiers']): Zone | null {
  if (position <= qualifiers.ascend) return 'ascend'
  if (position > teamCount - qualifiers.descend) return 'descend'
  if (position <= qualifiers.goldCup) return 'goldCup'
  if (position <= qualifiers.goldCup + qualifiers.silverCup) return 'silverCup'
  return null
}

/**
 * The stored random order for `drawOfLots`: `teamIds` shuffled by a seeded PRNG (mulberry32, Fisher-Yates). The same
 * ids and seed always give the same order; the seed is passed in (e.g. drawn once when the tournament is created).
 */
export function makeLotOrder(teamIds: readonly string[], seed: number): string[] {
  return seededShuffle(teamIds, seed)
}
