/** Walkovers and withdrawals in tests: dates around today, games between two teams, the standings' fields they change. */
import { createGame, expectCall, type GameSheetBody } from './competition.ts'
import type { League } from './league.ts'

/** An ISO time `days` days ago / ahead. */
export const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

export type WalkoverSheet = GameSheetBody & {
  walkover: { winner: 'home' | 'away' } | null
  homeGoals: number
  awayGoals: number
  state: string
}
export type WithdrawnStandings = {
  groups: {
    rows: {
      teamId: string
      position: number
      points: number
      played: number
      won: number
      goalsFor: number
      withdrawn: boolean
      zone: string | null
    }[]
  }[]
}
export type AuditBody = {
  items: { action: string; entityId: string; before: unknown; after: Record<string, unknown> }[]
}

export async function gameBetween(
  league: League,
  tournamentId: string,
  homeTeamId: string,
  awayTeamId: string,
  playAt = past(2),
) {
  return createGame(league, { tournamentId, homeTeamId, awayTeamId, playAt })
}

export const withdrawnStandingsOf = (league: League, tournamentId: string) =>
  expectCall<WithdrawnStandings>(league, 'GET', `/tournaments/${tournamentId}/standings`, undefined, 200, league.viewer)
