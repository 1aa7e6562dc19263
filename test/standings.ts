/** The standings endpoint as the tests read it. */
import { expectCall } from './competition.ts'
import type { League, User } from './league.ts'

export type StandingsRow = {
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
  points: number
  pointAdjustment: number
  fairPlayPoints: number
  zone: string | null
  tiedOnLots: boolean
  tiedWith: string[]
  decidedBy: string | null
}

export type TournamentStandings = {
  tournamentId: string
  tieBreakers: string[]
  groups: { groupId: string | null; name: string | null; rows: StandingsRow[] }[]
}

/** A tournament's standings, read by the league's viewer unless another user is given. */
export const standingsOf = (league: League, tournamentId: string, user: User = league.viewer) =>
  expectCall<TournamentStandings>(league, 'GET', `/tournaments/${tournamentId}/standings`, undefined, 200, user)
