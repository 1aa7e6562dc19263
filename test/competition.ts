/**
 * Factories for the competition's integration tests (groups, fixtures, games, results, cards, suspensions,
 * standings): build a tournament with teams and rosters through the HTTP API, as a client would.
 */
import { expect } from 'vitest'
import { call, type Json, type League, type User } from './league.ts'

export type TeamWithPlayers = {
  id: string
  name: string
  players: { id: string; firstname: string; lastname: string }[]
}

/** Calls the API as `user` (the league's admin by default) and expects `status`; answers the body. */
export async function expectCall<T = Json>(
  league: League,
  method: string,
  path: string,
  body: unknown,
  status: number,
  user: User = league.admin,
): Promise<T> {
  const res = await call<T>(league.server, user, method, `/api/orgs/${league.orgId}${path}`, body)
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status)
  return res.body
}

let counter = 0

export async function createTournament(league: League, body: Record<string, unknown> = {}) {
  counter += 1
  return expectCall<Json & { lotSeed: number }>(
    league,
    'POST',
    '/tournaments',
    { name: `Torneo ${counter}`, ...body },
    201,
  )
}

/** A team with `playerCount` players on its roster. */
export async function createTeam(league: League, name?: string, playerCount = 0): Promise<TeamWithPlayers> {
  counter += 1
  const team = await expectCall(league, 'POST', '/teams', { name: name ?? `Equipo ${counter}` }, 201)
  const players: TeamWithPlayers['players'] = []
  for (let i = 0; i < playerCount; i++) {
    const firstname = `Jugador${i + 1}`
    const lastname = `${(team.name as string).replace(/[^A-Za-z]/g, '') || 'Equipo'}${counter}`
    const created = await expectCall(league, 'POST', '/players', { firstname, lastname }, 201)
    await expectCall(league, 'POST', `/teams/${team.id}/players`, { playerId: created.id }, 201)
    players.push({ id: created.id, firstname, lastname })
  }
  return { id: team.id, name: team.name as string, players }
}

export async function createGroup(league: League, tournamentId: string, teamIds: string[], name = 'Zona A') {
  return expectCall<Json & { teams: { id: string; name: string }[] }>(
    league,
    'POST',
    `/tournaments/${tournamentId}/groups`,
    { name, teamIds },
    201,
  )
}

export type GameSheetBody = Json & {
  state: string
  homeGoals: number
  awayGoals: number
  homeTeamId: string
  awayTeamId: string
  home: SideBody
  away: SideBody
}
export type SideBody = {
  goals: number
  unassignedGoals: number
  scorers: { playerId: string; goals: number }[]
  cards: {
    id: string
    playerId: string
    type: string
    suspensionId: string | null
    suspensionStatus: string | null
    isSecondYellow: boolean
  }[]
  suspendedPlayers: { playerId: string; suspensionId: string; remaining: number; status: string }[]
  warnings: { playerId: string; yellowCount: number; warning: string }[]
  players: { id: string }[]
}

export async function createGame(league: League, body: Record<string, unknown>) {
  return expectCall<Json & { state: string; groupId: string | null }>(league, 'POST', '/games', body, 201)
}

/** Enters a result with unassigned goals only, and confirms it. */
export async function playGame(league: League, gameId: string, homeGoals: number, awayGoals: number) {
  return expectCall<GameSheetBody>(
    league,
    'PUT',
    `/games/${gameId}/stats`,
    {
      home: { goals: [], unassignedGoals: homeGoals },
      away: { goals: [], unassignedGoals: awayGoals },
      confirm: true,
    },
    200,
  )
}

/** A tournament with one group of `teamCount` teams, each with `playersPerTeam` players. */
export async function createCompetition(
  league: League,
  options: { teamCount?: number; playersPerTeam?: number; settings?: Record<string, unknown> } = {},
) {
  const tournament = await createTournament(league, options.settings ? { settings: options.settings } : {})
  const teams: TeamWithPlayers[] = []
  for (let i = 0; i < (options.teamCount ?? 4); i++)
    teams.push(await createTeam(league, undefined, options.playersPerTeam ?? 0))
  const group = await createGroup(
    league,
    tournament.id,
    teams.map((t) => t.id),
  )
  return { tournament, teams, group }
}

/** A game as the API answers it, with the fields the tests read. */
export type GameBody = Json & {
  state: string
  kind: string
  groupId: string | null
  playAt: string | null
  homeGoals: number
  awayGoals: number
  publishedAt: string | null
  confirmedPlayedAt: string | null
  suspendedReason: string | null
}

/** The standings as the API answers them, with the fields the tests read. */
export type StandingsBody = {
  groups: { rows: { teamId: string; played: number; goalsFor: number; points: number }[] }[]
}

/** A venue with two fields and a unique name. */
export async function createVenue(league: League) {
  return expectCall<Json & { fields: { id: string }[] }>(
    league,
    'POST',
    '/locations',
    {
      name: `Complejo ${Math.random().toString(36).slice(2, 7)}`,
      fields: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
    },
    201,
  )
}

/** Generated fixtures as the API answers them. */
export type FixturesBody = {
  groupId: string
  mode: string
  rounds: {
    id?: string
    number: number
    name: string | null
    date: string | null
    games: { id?: string; homeTeamId: string; awayTeamId: string }[]
    byeTeamIds: string[]
  }[]
}

/** A round as the API answers it. */
export type RoundBody = {
  id: string
  number: number
  name: string | null
  date: string | null
  byeTeamIds: string[]
  byeTeams: { id: string; name: string }[]
}

/** A game's schedule fields as the API answers them. */
export type ScheduledGameBody = Json & {
  state: string
  roundId: string
  playAt: string | null
  isPlayAtTimeHidden: boolean
  kind: string
}
