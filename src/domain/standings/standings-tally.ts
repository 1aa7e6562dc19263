/**
 * The counting half of computeStandings (see compute-standings.ts for the rules): each team's tally of games, goals,
 * points, adjustments and fair-play points, and the head-to-head points and goals between every pair. Pure; invalid
 * input throws a DomainError in the order compute-standings.ts documents.
 */
import { DomainError } from '../competition/domain-error.ts'
import type { ComputeStandingsInput, StandingsGame, StandingsSettings, StandingsTeam } from './compute-standings.ts'
import type { RankingStats } from './tie-breakers.ts'

export interface Tally extends RankingStats {
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
  goalDifference: number
  points: number
  pointAdjustment: number
  fairPlayPoints: number
}

/** The tallies in team order, each team id's index into them, and the head-to-head tables (teamCount × teamCount). */
export interface StandingsTallies {
  tallies: Tally[]
  indexById: Map<string, number>
  headToHead: { teamCount: number; points: Int32Array; goalsFor: Int32Array }
}

function isGoalCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0
}

/** Counts the games, then the point adjustments, then the fair-play overrides, then the goal differences. */
export function tallyStandings(input: ComputeStandingsInput): StandingsTallies {
  const { tallies, indexById } = emptyTallies(input.teams)
  const teamIndex = (teamId: string): number => {
    const index = indexById.get(teamId)
    if (index === undefined) throw new DomainError('STANDINGS_UNKNOWN_TEAM', { teamId })
    return index
  }
  const teamCount = input.teams.length
  const headToHead = {
    teamCount,
    points: new Int32Array(teamCount * teamCount),
    goalsFor: new Int32Array(teamCount * teamCount),
  }
  const { points, fairPlay } = input.settings
  for (const game of input.games) tallyGame({ game, tallies, teamIndex, headToHead, points, fairPlay })

  for (const adjustment of input.pointAdjustments ?? []) {
    const tally = tallies[teamIndex(adjustment.teamId)] as Tally
    if (!Number.isInteger(adjustment.points)) {
      throw new DomainError('STANDINGS_INVALID_ADJUSTMENT', { teamId: adjustment.teamId })
    }
    tally.pointAdjustment += adjustment.points
    tally.points += adjustment.points
  }
  for (const [teamId, fairPlayPoints] of Object.entries(input.fairPlayOverride ?? {})) {
    const tally = tallies[teamIndex(teamId)] as Tally
    if (!Number.isFinite(fairPlayPoints)) throw new DomainError('STANDINGS_INVALID_FAIR_PLAY', { teamId })
    tally.fairPlayPoints = fairPlayPoints
  }
  for (const tally of tallies) tally.goalDifference = tally.goalsFor - tally.goalsAgainst
  return { tallies, indexById, headToHead }
}

/** A zeroed tally per team, in team order; a team id given twice throws. */
function emptyTallies(teams: readonly StandingsTeam[]): { tallies: Tally[]; indexById: Map<string, number> } {
  const indexById = new Map<string, number>()
  const tallies: Tally[] = teams.map((team, index) => {
    if (indexById.has(team.id)) throw new DomainError('STANDINGS_DUPLICATE_TEAM', { teamId: team.id })
    indexById.set(team.id, index)
    return {
      teamId: team.id,
      teamName: team.name,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
      pointAdjustment: 0,
      fairPlayPoints: 0,
    }
  })
  return { tallies, indexById }
}

/** Adds one game to both teams' tallies, the head-to-head tables and the fair-play points of its cards. */
function tallyGame({
  game,
  tallies,
  teamIndex,
  headToHead,
  points,
  fairPlay,
}: {
  game: StandingsGame
  tallies: Tally[]
  teamIndex: (teamId: string) => number
  headToHead: StandingsTallies['headToHead']
  points: StandingsSettings['points']
  fairPlay: StandingsSettings['fairPlay']
}): void {
  const { win, draw, loss } = points
  const { yellow, blue, red } = fairPlay
  const { teamCount, points: h2hPoints, goalsFor: h2hGoals } = headToHead
  const home = teamIndex(game.homeTeamId)
  const away = teamIndex(game.awayTeamId)
  if (home === away) throw new DomainError('STANDINGS_INVALID_GAME', { teamId: game.homeTeamId })
  const { homeGoals, awayGoals } = game
  if (!isGoalCount(homeGoals) || !isGoalCount(awayGoals)) {
    throw new DomainError('STANDINGS_INVALID_GAME', { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId })
  }
  const h = tallies[home] as Tally
  const a = tallies[away] as Tally
  h.played++
  a.played++
  h.goalsFor += homeGoals
  h.goalsAgainst += awayGoals
  a.goalsFor += awayGoals
  a.goalsAgainst += homeGoals
  let homePoints: number
  let awayPoints: number
  if (homeGoals > awayGoals) {
    h.won++
    a.lost++
    homePoints = win
    awayPoints = loss
  } else if (homeGoals < awayGoals) {
    h.lost++
    a.won++
    homePoints = loss
    awayPoints = win
  } else {
    h.drawn++
    a.drawn++
    homePoints = draw
    awayPoints = draw
  }
  h.points += homePoints
  a.points += awayPoints
  h2hPoints[home * teamCount + away] += homePoints
  h2hPoints[away * teamCount + home] += awayPoints
  h2hGoals[home * teamCount + away] += homeGoals
  h2hGoals[away * teamCount + home] += awayGoals
  for (const card of game.cards ?? []) {
    if (card.teamId !== game.homeTeamId && card.teamId !== game.awayTeamId) {
      throw new DomainError('STANDINGS_INVALID_CARD', { teamId: card.teamId })
    }
    const tally = card.teamId === game.homeTeamId ? h : a
    tally.fairPlayPoints += card.type === 'yellow' ? yellow : card.type === 'blue' ? blue : red
  }
}
