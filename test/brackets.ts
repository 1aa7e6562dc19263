/** Knockout brackets in tests: their bodies as the API answers them, and a bracket made of fresh seeded teams. */
import { createTeam, createTournament, expectCall } from './competition.ts'
import type { Json, League } from './league.ts'

export type Tie = {
  id: string
  homeTeamId: string | null
  awayTeamId: string | null
  isBye: boolean
  legs: number
  gameIds: string[]
  winnerTeamId: string | null
  aggregate: { home: number; away: number } | null
  penalties: { home: number; away: number } | null
  decidedBy: string | null
}
export type BracketBody = Json & {
  name: string
  championTeamId: string | null
  hasPlayedGames: boolean
  teams: { id: string; name: string; seed: number }[]
  rounds: { index: number; name: string; date: string | null; ties: Tie[] }[]
  thirdPlaceTie: Tie | null
}
export type BracketGameBody = Json & {
  version: number
  homeTeamId: string
  awayTeamId: string
  kind: string
  state: string
  playAt: string | null
  deletedAt: string | null
  penalties: { home: number; away: number } | null
  bracketId: string | null
}

/** Names are unique in a league (decision 0026): each call's teams are "Seed 1", "Seed 2"… of their own letter. */
let teamsCall = 0
export async function seededTeams(league: League, count: number) {
  teamsCall += 1
  const letter = String.fromCharCode(64 + teamsCall)
  const list = []
  for (let i = 0; i < count; i++) list.push(await createTeam(league, `Seed ${i + 1}${letter}`))
  return list
}

export const bracketsPath = (tournamentId: string) => `/tournaments/${tournamentId}/brackets`

export async function newBracket(league: League, count: number, body: Record<string, unknown> = {}) {
  const tournament = await createTournament(league)
  const list = await seededTeams(league, count)
  const bracket = await expectCall<BracketBody>(
    league,
    'POST',
    bracketsPath(tournament.id),
    { name: 'Copa', teamIds: list.map((t) => t.id), ...body },
    201,
    league.manager,
  )
  return { tournament, teams: list, bracket }
}

export async function readBracket(league: League, tournamentId: string, id: string) {
  return expectCall<BracketBody>(league, 'GET', `${bracketsPath(tournamentId)}/${id}`, undefined, 200, league.viewer)
}

export function scoreStats(home: number, away: number, extra: Record<string, unknown> = {}) {
  return { home: { goals: [], unassignedGoals: home }, away: { goals: [], unassignedGoals: away }, ...extra }
}

/** The tie's game of `leg`, and its teams. */
export async function gameOf(league: League, tie: Tie, leg = 1) {
  const id = tie.gameIds[leg - 1]
  if (!id) throw new Error(`no game for ${tie.id} leg ${leg}`)
  return expectCall<BracketGameBody>(league, 'GET', `/games/${id}`, undefined, 200)
}
